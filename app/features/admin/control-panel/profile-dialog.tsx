import type { ReactNode } from "react";
import { colourLines, type SiteConfigKey } from "../../../../domain/admin/control-panel-fields";
import { controlPanelTexts as m } from "../../../../domain/admin/control-panel-texts";
import { ADMIN_BUTTON } from "../kit/admin-screen";
import { LibraryImageSelect, type LibraryImage } from "./library-image-select";
import { FIELD_INPUT, FIELD_LABEL, FormRefusal, PanelDialog, PanelIntent, PanelLoading, usePanelData, usePanelSubmit, PanelField } from "./panel-kit";

const p = m.profile;
const URL = "/admin/control-panel/profile";

type InputType = "text" | "url" | "color" | "number";

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

  const input = (name: string, label: string, defaultValue: string, type: InputType = "text") => (
    <label key={name} className={FIELD_LABEL}>
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
  const scheme = record(value("color_scheme"));
  const pricing = record(value("pricing"));
  /** A key whose value is an object of text fields: one input per field, filled from what is stored. */
  const textFields = (key: SiteConfigKey, title: string, fields: readonly (readonly [name: string, label: string])[], type?: InputType) => {
    const stored = record(value(key));
    return section(
      key,
      title,
      fields.map(([name, label]) => input(name, label, textOf(stored[name]), type)),
    );
  };
  const colourOr = (colour: unknown, fallback: string) => (typeof colour === "string" && /^#[0-9a-fA-F]{6}$/.test(colour) ? colour.toLowerCase() : fallback);
  return (
    <PanelDialog title={m.sections.profile} onClose={onClose}>
      {/* Keyed by the data, so a reload (a save, a live change) shows the stored values again. */}
      <div key={JSON.stringify(data.settings)} className="space-y-4">
        {section("brand_name", p.brandName, input("value", p.brandName, textOf(value("brand_name"))))}
        {section("tagline", p.tagline, input("value", p.tagline, textOf(value("tagline"))))}
        {textFields(
          "social_links",
          p.socialLinks,
          [
            ["facebook", "Facebook"],
            ["instagram", "Instagram"],
            ["line", "LINE"],
          ],
          "url",
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
        {textFields("cta_buttons", p.cta, [
          ["primary", p.ctaPrimary],
          ["sale", p.ctaSale],
        ])}
        {textFields("products", p.productNames, [
          ["glossy_name", p.glossyName],
          ["velvet_name", p.velvetName],
        ])}
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
  return (
    <>
      <LibraryImageSelect name="url" label={p.pick} images={images} stored={storedUrl} allowNone={false} />
      <PanelField label={p.altText} name="alt" defaultValue={textOf(current.alt)} />
    </>
  );
}
