import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { parseForm } from "../../domain/form-contract";
import { CONTACT_FORM_FIELDS, contactMessageSchema, type ContactFormField } from "../../domain/contact-form";
import { CONTACT_MESSAGE_MAX_LENGTH } from "../../domain/limits";
import { messages } from "../../domain/messages";
import { submitContactMessage } from "../../server/contact/contact-messages";
import { loadContactPage } from "../../server/contact/contact-page";
import { database } from "../../server/db/database";
import { readActionForm } from "../../server/http/action-form";
import { clientAddressOf } from "../../server/http/client-address";
import type { ContactFormResult } from "../features/contact/contact-form";
import { ContactPage } from "../features/contact/contact-page";
import { shopOf, storefrontPageMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/contact";

export async function loader() {
  return loadContactPage(database());
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readActionForm(request);
  const parsed = parseForm(contactMessageSchema, form);
  if (!parsed.ok) {
    const field = CONTACT_FORM_FIELDS.find((name) => name === parsed.field) ?? null;
    return data<ContactFormResult>({ ok: false, message: parsed.message, field, values: typedValues(form) }, { status: 400 });
  }
  const result = await submitContactMessage(database(), parsed.value, {
    address: clientAddressOf(request.headers),
    userAgent: request.headers.get("user-agent"),
  });
  if (result.ok) return data<ContactFormResult>({ ok: true });
  const values = typedValues(form);
  if (result.reason === "rate-limited") {
    const minutes = Math.max(1, Math.ceil(result.retryAfterSeconds / 60));
    return data<ContactFormResult>(
      { ok: false, message: messages.contact.rateLimited(minutes), field: null, values },
      { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
    );
  }
  return data<ContactFormResult>({ ok: false, message: messages.contact.sendFailed, field: null, values }, { status: 500 });
}

/** What the shopper typed, handed back so a page answered without JavaScript keeps it. */
function typedValues(form: FormData): Partial<Record<ContactFormField, string>> {
  const values: Partial<Record<ContactFormField, string>> = {};
  for (const name of CONTACT_FORM_FIELDS) {
    const value = form.get(name);
    if (typeof value === "string") values[name] = value.slice(0, CONTACT_MESSAGE_MAX_LENGTH);
  }
  return values;
}

/** A page answered to a form post (no JavaScript) carries the action's headers, e.g. Retry-After. */
export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return new Headers([...loaderHeaders, ...actionHeaders]);
}

// Sending a message changes nothing this page shows; skip reloading its data afterwards.
export function shouldRevalidate({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formAction === "/contact" ? false : defaultShouldRevalidate;
}

export function meta({ matches }: Route.MetaArgs) {
  return storefrontPageMeta({
    title: "ติดต่อเรา",
    description:
      "ติดต่อร้านลิปสติกสไตล์เกาหลี Glossy Lip และ Velvet Lip ทางอีเมล โทรศัพท์ หรือส่งข้อความถึงทีมงาน พร้อมคำตอบสำหรับคำถามที่พบบ่อย",
    path: "/contact",
    shop: shopOf(matches),
  });
}

export default function ContactRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ContactPage contactInfo={loaderData.contactInfo} faqs={loaderData.faqs} formResult={actionData} />;
}
