import { useState, type ReactNode } from "react";
import { colourLines, type SiteConfigKey } from "../../../../domain/admin/control-panel-fields";
import { controlPanelTexts as m } from "../../../../domain/admin/control-panel-texts";
import { ADMIN_BUTTON } from "../kit/admin-screen";
import { FIELD_INPUT, FIELD_LABEL, FormRefusal, PanelDialog, PanelIntent, PanelLoading, usePanelData, usePanelSubmit, PanelField } from "./panel-kit";

const p = m.profile;
const URL = "/admin/control-panel/profile";

type LibraryImage = { id: string; fileUrl: string; altText: string; fileName: string; category: string };
type ProfileData = { settings: { key: SiteConfigKey; value: unknown }[]; images: LibraryImage[] };

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const textOf = (value: unknown): string => (typeof value === "string" || typeof value === "number" ? String(value) : "");

/**
 * The brand profile: every site_config key of spec §3, one form (and one save, one toast
 * naming the key) per key, as the spec's upsert per key does.
 */
export function ProfileDialog({ onClose }: { onClose: () => void }) {
  const { data, failed, reload } = usePanelData<ProfileData>(URL);
  const saver = usePanelSubmit(URL, m.saveSettingsFailed, reload);
  const { busy, refusal } = saver;
  const value = (key: SiteConfigKey) => data?.settings.find((row) => row.key === key)?.value;

  const section = (key: SiteConfigKey, title: string, fields: ReactNode) => (
    <saver.Form key={key} {...saver.formProps(key)} aria-label={title} className="space-y-3 rounded-2xl border border-gray-100 p-4">
      <PanelIntent intent="save" />
      <input type="hidden" name="key" value={key} />
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold">{title}</h3>
        <button type="submit" disabled={busy} className={ADMIN_BUTTON.primary}>
          {m.save}
        </button>
      </div>
      <FormRefusal refusal={refusal} form={key} />
      <div className="grid gap-3 sm:grid-cols-2">{fields}</div>
    </saver.Form>
  );

  const input = (name: string, label: string, defaultValue: string, type: "text" | "url" | "color" | "number" = "text") => (
    <label className={FIELD_LABEL}>
      {label}
      <input
        name={name}
        type={type}
        defaultValue={defaultValue}
        inputMode={type === "number" ? "numeric" : undefined}
        className={type === "color" ? "mt-1 block h-10 w-20 rounded-lg border border-gray-300" : FIELD_INPUT}
      />
    </label>
  );

  if (!data) {
    return (
      <PanelDialog title={m.sections.profile} onClose={onClose}>
        <PanelLoading failed={failed} />
      </PanelDialog>
    );
  }
  const social = record(value("social_links"));
  const scheme = record(value("color_scheme"));
  const cta = record(value("cta_buttons"));
  const names = record(value("products"));
  const pricing = record(value("pricing"));
  const colourOr = (colour: unknown, fallback: string) => (typeof colour === "string" && /^#[0-9a-fA-F]{6}$/.test(colour) ? colour.toLowerCase() : fallback);
  return (
    <PanelDialog title={m.sections.profile} onClose={onClose}>
      {/* Keyed by the data, so a reload (a save, a live change) shows the stored values again. */}
      <div key={JSON.stringify(data.settings)} className="space-y-4">
        {section("brand_name", p.brandName, input("value", p.brandName, textOf(value("brand_name"))))}
        {section("tagline", p.tagline, input("value", p.tagline, textOf(value("tagline"))))}
        {section(
          "social_links",
          p.socialLinks,
          <>
            {input("facebook", "Facebook", textOf(social.facebook), "url")}
            {input("instagram", "Instagram", textOf(social.instagram), "url")}
            {input("line", "LINE", textOf(social.line), "url")}
          </>,
        )}
        {section("brand_logo", p.brandLogo, <ImagePicker images={data.images} stored={value("brand_logo")} />)}
        {section(
          "color_scheme",
          p.colourScheme,
          <>
            {input("primary", p.primary, colourOr(scheme.primary, "#e0457b"), "color")}
            {input("secondary", p.secondary, colourOr(scheme.secondary, "#f6b8c8"), "color")}
            {input("background", p.background, colourOr(scheme.background, "#fff7f9"), "color")}
          </>,
        )}
        {section(
          "cta_buttons",
          p.cta,
          <>
            {input("primary", p.ctaPrimary, textOf(cta.primary))}
            {input("sale", p.ctaSale, textOf(cta.sale))}
          </>,
        )}
        {section(
          "products",
          p.productNames,
          <>
            {input("glossy_name", p.glossyName, textOf(names.glossy_name))}
            {input("velvet_name", p.velvetName, textOf(names.velvet_name))}
          </>,
        )}
        {section(
          "pricing",
          p.pricing,
          <>
            {input("regular_price", p.regularPrice, textOf(pricing.regular_price), "number")}
            {input("sale_price", p.salePrice, textOf(pricing.sale_price), "number")}
            <label className="flex items-center gap-2 text-sm font-medium text-gray-700">
              <input type="checkbox" name="sale_active" defaultChecked={pricing.sale_active === true} className="size-4 accent-brand-600" />
              {p.saleActive}
            </label>
          </>,
        )}
        {section("velvet_colors", p.velvetColors, <ColourList value={value("velvet_colors")} label={p.velvetColors} />)}
        {section("glossy_colors", p.glossyColors, <ColourList value={value("glossy_colors")} label={p.glossyColors} />)}
        {section("velvet_image", p.velvetImage, <ImagePicker images={data.images} stored={value("velvet_image")} />)}
        {section("glossy_image", p.glossyImage, <ImagePicker images={data.images} stored={value("glossy_image")} />)}
        {section("hero_banner", p.heroBanner, <ImagePicker images={data.images} stored={value("hero_banner")} />)}
      </div>
    </PanelDialog>
  );
}

function ColourList({ value, label }: { value: unknown; label: string }) {
  return (
    <label className={`${FIELD_LABEL} sm:col-span-2`}>
      {label}
      <textarea name="value" rows={5} defaultValue={colourLines(value)} className={`${FIELD_INPUT} font-mono`} />
      <span className="mt-1 block text-xs font-normal text-gray-500">{p.coloursHint}</span>
    </label>
  );
}

/** Spec §2: the image keys pick from the image library (and may keep the picture they have). */
function ImagePicker({ images, stored }: { images: LibraryImage[]; stored: unknown }) {
  const current = record(stored);
  const storedUrl = textOf(current.url);
  const [url, setUrl] = useState(storedUrl);
  const choices =
    images.some((image) => image.fileUrl === storedUrl) || !storedUrl
      ? images
      : [{ id: "stored", fileUrl: storedUrl, altText: storedUrl, fileName: "", category: "" }, ...images];
  return (
    <>
      <label className={FIELD_LABEL}>
        {p.pick}
        <select name="url" value={url} onChange={(event) => setUrl(event.target.value)} className={FIELD_INPUT}>
          {!storedUrl ? <option value="">{p.noImage}</option> : null}
          {choices.map((image) => (
            <option key={image.id} value={image.fileUrl}>
              {image.category ? `[${image.category}] ` : ""}
              {image.altText || image.fileName}
            </option>
          ))}
        </select>
      </label>
      <PanelField label={p.altText} name="alt" defaultValue={textOf(current.alt)} />
      {url ? <img src={url} alt="" width={160} height={90} className="h-24 w-auto rounded-lg border border-gray-100 object-contain sm:col-span-2" /> : null}
    </>
  );
}
