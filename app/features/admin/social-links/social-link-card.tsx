import { ExternalLink, ImageUp, Save } from "lucide-react";
import { Form, useLocation, useNavigation } from "react-router";
import { adminScreenTexts } from "../../../../domain/admin/admin-screen-texts";
import { adminSocialLinkTexts } from "../../../../domain/admin/admin-social-link-texts";
import type { FormReply } from "../../../../domain/shared/form-contract";
import { SOCIAL_LOGO_MAX_BYTES, SOCIAL_LOGO_MIME_TYPES } from "../../../../domain/content/content-limits";
import { SocialIcon, socialPlatformName } from "../../../ui/social-icon";
import { ActiveSwitch } from "../kit/active-switch";
import { DialogField, fieldValue } from "../kit/admin-dialog";
import { ADMIN_BUTTON } from "../kit/admin-screen";
import { ImageFileField } from "../kit/image-file-field";

const m = adminSocialLinkTexts;

export type SocialLinkCardData = { id: string | null; platform: string; url: string; logoUrl: string | null; isActive: boolean };

const CARD_CLASS = "rounded-2xl border border-gray-200 bg-white p-5 shadow-sm";

/**
 * One platform's card on /admin/social-links: its mark, the active switch, the URL form (and
 * the link, opened in a new tab, unless it is '#'), and the logo form with its preview. Each
 * form posts to the screen's action with the card's `platform`; a refusal (`reply`) is shown
 * only on the card and form it was about.
 */
export function SocialLinkCard({ card, reply }: { card: SocialLinkCardData; reply: FormReply | undefined }) {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const name = socialPlatformName(card.platform);
  const replyTo = (intent: string) => (reply?.intent === intent && !reply.ok && reply.values?.platform === card.platform ? reply : undefined);
  const busy = (intent: string) =>
    navigation.state === "submitting" && navigation.formData?.get("intent") === intent && navigation.formData.get("platform") === card.platform;
  return (
    <section aria-labelledby={`social-${card.platform}`} className={CARD_CLASS}>
      <div className="flex items-center justify-between gap-3">
        <h2 id={`social-${card.platform}`} className="flex items-center gap-2 text-lg font-bold">
          <span className="flex size-9 items-center justify-center rounded-full bg-gray-900 text-white">
            <SocialIcon platform={card.platform} />
          </span>
          {name}
        </h2>
        {card.id ? <ActiveSwitch id={card.id} active={card.isActive} name={name} /> : <span className="text-xs text-gray-500">{m.noRowYet}</span>}
      </div>

      <Form method="post" action={pathname} preventScrollReset noValidate className="mt-4 space-y-2">
        <input type="hidden" name="intent" value="save-url" />
        <input type="hidden" name="platform" value={card.platform} />
        <DialogField
          name="url"
          label={m.urlFor(name)}
          hint={m.urlHint}
          reply={replyTo("save-url")}
          defaultValue={fieldValue(replyTo("save-url"), "url", card.url)}
          placeholder="https://"
        />
        <div className="flex flex-wrap gap-2">
          <button type="submit" disabled={busy("save-url")} className={ADMIN_BUTTON.primary} aria-label={`${adminScreenTexts.save}: ${m.urlFor(name)}`}>
            <Save className="size-4" aria-hidden />
            {adminScreenTexts.save}
          </button>
          {card.url !== "#" ? (
            <a href={card.url} target="_blank" rel="noopener noreferrer" className={ADMIN_BUTTON.secondary} aria-label={m.openFor(name)}>
              <ExternalLink className="size-4" aria-hidden />
              {m.open}
            </a>
          ) : (
            <span className="self-center text-sm text-gray-500">{m.noLink}</span>
          )}
        </div>
      </Form>

      <Form
        method="post"
        action={pathname}
        encType="multipart/form-data"
        preventScrollReset
        noValidate
        className="mt-5 space-y-2 border-t border-gray-100 pt-4"
      >
        <input type="hidden" name="intent" value="upload-logo" />
        <input type="hidden" name="platform" value={card.platform} />
        <ImageFileField
          name="logo"
          label={m.logoFor(name)}
          reply={replyTo("upload-logo")}
          accept={SOCIAL_LOGO_MIME_TYPES.join(",")}
          hint={card.logoUrl ? m.logoHint(SOCIAL_LOGO_MAX_BYTES / (1024 * 1024)) : `${m.noLogo}. ${m.logoHint(SOCIAL_LOGO_MAX_BYTES / (1024 * 1024))}`}
          currentUrl={card.logoUrl}
          previewAlt={`${m.preview}: ${m.logoFor(name)}`}
          placeholder={<SocialIcon platform={card.platform} />}
        />
        <button type="submit" disabled={busy("upload-logo")} className={ADMIN_BUTTON.secondary} aria-label={m.uploadLogoFor(name)}>
          <ImageUp className="size-4" aria-hidden />
          {m.uploadLogo}
        </button>
      </Form>
    </section>
  );
}

/** What the screen shows while the cards are on their way (spec: 5 placeholder cards while loading). */
export function SocialLinkCardPlaceholders({ count }: { count: number }) {
  return (
    <div role="status" aria-busy="true" className="grid gap-4 md:grid-cols-2">
      <span className="sr-only">{m.loading}</span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} aria-hidden data-placeholder-card className={`${CARD_CLASS} animate-pulse`}>
          <div className="flex items-center gap-2">
            <span className="size-9 rounded-full bg-gray-200" />
            <span className="h-5 w-28 rounded bg-gray-200" />
          </div>
          <div className="mt-5 h-10 rounded-xl bg-gray-100" />
          <div className="mt-3 h-9 w-24 rounded-full bg-gray-200" />
          <div className="mt-6 size-14 rounded-xl bg-gray-100" />
        </div>
      ))}
    </div>
  );
}
