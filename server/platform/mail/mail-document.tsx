/** @jsxImportSource react */
import type { ReactElement, ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { thumbnailUrl } from "../../../domain/shared/responsive-image";
import { settings } from "../env";
import { Paragraph, ShopMail } from "./mail-layout";
import type { RenderedMail } from "./mail-outbox";

/** What react-email's `render` puts first: the doctype mail clients expect of its markup. */
const MAIL_DOCTYPE = '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * The HTML of a mail built from the parts in mail-layout.tsx (react-email's components), rendered
 * to static markup in one synchronous pass: react-email's own `render` streams through web streams
 * and costs three times as much, on every order's path (decision 092); nothing in a mail waits
 * for data. React 19 adds `<link rel="preload" as="image">` to the head for every picture: a
 * browser hint no mail client uses, so it is taken out.
 */
export async function renderMailHtml(mail: ReactElement): Promise<string> {
  const html = renderToStaticMarkup(mail).replace(/<!DOCTYPE.*?>/, "");
  return MAIL_DOCTYPE + html.replace(/<link rel="preload" as="image"[^>]*\/>/g, "");
}

/**
 * A mail in the shop's layout: `body` inside `ShopMail` (signed with `mailShopName`, under
 * `heading`, `preview` the inbox's line) as its HTML, `text` as its plain twin.
 */
export async function shopMail({
  preview,
  heading,
  body,
  ...mail
}: Omit<RenderedMail, "html"> & { preview: string; heading: string; body: ReactNode }): Promise<RenderedMail> {
  const html = await renderMailHtml(
    <ShopMail shopName={mailShopName()} preview={preview} heading={heading}>
      {body}
    </ShopMail>,
  );
  return { ...mail, html };
}

/** An order mail's parts (`orderNoticeMail`): the HTML's own parts built only when it is rendered. */
export type OrderNoticeParts = {
  to: string;
  subject: string;
  intro: string;
  greeting: string[];
  sections: string[][];
  body: () => ReactNode;
};

/**
 * An order's mail to its buyer: the subject is also the heading, the intro the preview; the
 * text is the greeting and the sections as paragraphs, the HTML opens with the greeting.
 */
export async function orderNoticeMail(parts: OrderNoticeParts): Promise<RenderedMail> {
  return { to: parts.to, subject: parts.subject, text: orderNoticeText(parts), html: await orderNoticeHtml(parts) };
}

/** The plain twin of an order mail: the greeting and the sections as paragraphs. */
export function orderNoticeText({ greeting, sections }: Pick<OrderNoticeParts, "greeting" | "sections">): string {
  return [greeting, ...sections].map((lines) => lines.join("\n")).join("\n\n");
}

/** The HTML of an order mail, in the shop's layout. */
export function orderNoticeHtml({ subject, intro, greeting, body }: Omit<OrderNoticeParts, "to" | "sections">): Promise<string> {
  return renderMailHtml(
    <ShopMail shopName={mailShopName()} preview={intro} heading={subject}>
      <Paragraph lines={greeting.filter((line) => line !== "")} />
      {body()}
    </ShopMail>,
  );
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
