/** @jsxImportSource react */
import { render } from "@react-email/components";
import type { ReactElement } from "react";
import { thumbnailUrl } from "../../domain/responsive-image";
import { settings } from "../env";

/**
 * The HTML of a mail built from the parts in mail-layout.tsx (react-email, rendered on the
 * server). React 19 adds `<link rel="preload" as="image">` to the head for every picture: a
 * browser hint no mail client uses, so it is taken out.
 */
export async function renderMailHtml(mail: ReactElement): Promise<string> {
  const html = await render(mail, { pretty: false });
  return html.replace(/<link rel="preload" as="image"[^>]*\/>/g, "");
}

/** The name the mails sign with: MAIL_FROM's display name, which the recipient also sees as the sender. */
export function mailShopName(from = settings().MAIL_FROM): string {
  const display = /^\s*"?([^"<]*?)"?\s*</.exec(from)?.[1]?.trim();
  return display || from.replace(/^.*<|>.*$/g, "").trim();
}

/**
 * A product picture for a mail: the smallest stored rendition, as an absolute URL on the shop's
 * own address (/media). Anything not on the shop's origin is left out: a mail shows no picture
 * from elsewhere (decision 073).
 */
export function mailImageUrl(url: string | null | undefined, publicUrl = settings().publicUrl): string | null {
  const small = thumbnailUrl(url);
  if (!small) return null;
  const shop = new URL(`${publicUrl}/`);
  const absolute = new URL(small, shop);
  return absolute.origin === shop.origin && absolute.pathname.startsWith("/media/") ? absolute.toString() : null;
}
