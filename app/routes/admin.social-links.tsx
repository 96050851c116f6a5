import { pageRefusal } from "../../server/platform/http/refusal-answer";
import { Suspense } from "react";
import { Await } from "react-router";
import { adminSocialLinkTexts } from "../../domain/admin/admin-social-link-texts";
import { socialLinkUrlSchema } from "../../domain/admin/content-forms";
import { requestTexts } from "../../domain/shared/request-texts";
import { refused } from "../../domain/shared/refusal";
import { activeSwitchIntent, adminAction, dialogWrite, type AdminActionContext } from "../../server/shop/admin/admin-route";
import { discardSocialLogo, storeSocialLogo } from "../../server/shop/admin/social-logo";
import { isSocialPlatform, listSocialLinkCards, setSocialLinkLogo, updateSocialLinkUrl, type SocialPlatform } from "../../server/shop/admin/social-links";
import { requireAdmin } from "../../server/platform/auth/guards";
import { database } from "../../server/platform/db/database";
import { SOCIAL_PLATFORMS, socialLinks } from "../../server/platform/db/schema";
import { settings } from "../../server/platform/env";
import { AdminScreen, AdminScreenError } from "../features/admin/kit/admin-screen";
import { SocialLinkCard, SocialLinkCardPlaceholders } from "../features/admin/social-links/social-link-card";
import { privateMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/admin.social-links";

const m = adminSocialLinkTexts;

/**
 * The cards are not awaited: the page (and a client-side visit) shows the spec's five
 * placeholder cards at once and the cards stream in when the query answers (decision 042).
 * The admin check is awaited first, so nobody else ever sees even the placeholders.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { cards: listSocialLinkCards(database()), placeholders: SOCIAL_PLATFORMS.length };
}

/** The card's platform (a hidden field): one of the five, or the request is not one our cards sent. */
function platformOf({ form }: AdminActionContext): SocialPlatform {
  const platform = form.get("platform");
  if (!isSocialPlatform(platform)) throw pageRefusal(refused(400, requestTexts.badRequest));
  return platform;
}

export const action = adminAction({
  "save-url": dialogWrite(socialLinkUrlSchema, "social-link-updated", async (context, link) => {
    await updateSocialLinkUrl(context.db, context.admin, platformOf(context), link);
    return { ok: true };
  }),
  // The body was held to the logo's allowance by the HTTP layer (body-limit.ts).
  "upload-logo": async (context) => {
    const platform = platformOf(context);
    const file = context.form.get("logo");
    if (!(file instanceof File) || file.size === 0) return context.refuse(refused(400, m.selectImage, "logo"));
    const uploadsDir = settings().uploadsDir;
    const stored = await storeSocialLogo(new Uint8Array(await file.arrayBuffer()), uploadsDir);
    if (!stored.ok) return context.refuse(stored);
    let replaced: string | null;
    try {
      ({ previousLogoUrl: replaced } = await setSocialLinkLogo(context.db, context.admin, platform, stored.value.url));
    } catch (error) {
      await discardSocialLogo(uploadsDir, stored.value.url);
      throw error;
    }
    // Only after the row points at the new logo: the old one's files are no longer shown anywhere.
    if (replaced) await discardSocialLogo(uploadsDir, replaced);
    return context.answer({ ok: true }, "social-link-updated");
  },
  "switch-active": activeSwitchIntent({ entity: "social-link", table: socialLinks }, "social-link-updated"),
});

export const meta = privateMeta(m.title);

export default function AdminSocialLinks({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminScreen title={m.title}>
      {/* A switch's refusal (its link was removed meanwhile) names no card. */}
      {actionData?.intent === "switch-active" ? (
        <p role="alert" className="mb-4 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          {actionData.message}
        </p>
      ) : null}
      <Suspense fallback={<SocialLinkCardPlaceholders count={loaderData.placeholders} />}>
        <Await
          resolve={loaderData.cards}
          errorElement={
            <p role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 font-medium text-red-800">
              {m.fetchFailed}
            </p>
          }
        >
          {(cards) => (
            <div className="grid gap-4 md:grid-cols-2">
              {cards.map((card) => (
                <SocialLinkCard key={card.platform} card={card} reply={actionData} />
              ))}
            </div>
          )}
        </Await>
      </Suspense>
    </AdminScreen>
  );
}

export function ErrorBoundary() {
  return <AdminScreenError title={m.title} message={m.fetchFailed} />;
}
