import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { contactMessageSchema } from "../../domain/contact/contact-form";
import { ONLY_FORM, parseForm, type FormReply } from "../../domain/shared/form-contract";
import { submitContactMessage } from "../../server/shop/contact/contact-messages";
import { loadContactPage } from "../../server/shop/contact/contact-page";
import { database } from "../../server/platform/db/database";
import { readActionForm } from "../../server/platform/http/action-form";
import { clientAddressOf } from "../../server/platform/http/client-address";
import { formRefusal } from "../../server/platform/http/refusal-answer";
import { ContactPage } from "../features/contact/contact-page";
import { shopOf, storefrontPageMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/contact";

export async function loader() {
  return loadContactPage(database());
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readActionForm(request);
  const parsed = parseForm(contactMessageSchema, form);
  if (!parsed.ok) return formRefusal(ONLY_FORM, parsed, form);
  const result = await submitContactMessage(database(), parsed.value, {
    address: clientAddressOf(request.headers),
    userAgent: request.headers.get("user-agent"),
  });
  return result.ok ? data<FormReply>({ ok: true, intent: ONLY_FORM }) : formRefusal(ONLY_FORM, result, form);
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
    description: "ติดต่อร้านลิปสติกสไตล์เกาหลี Glossy Lip และ Velvet Lip ทางอีเมล โทรศัพท์ หรือส่งข้อความถึงทีมงาน พร้อมคำตอบสำหรับคำถามที่พบบ่อย",
    path: "/contact",
    shop: shopOf(matches),
  });
}

export default function ContactRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ContactPage contactInfo={loaderData.contactInfo} faqs={loaderData.faqs} formResult={actionData} />;
}
