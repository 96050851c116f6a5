import { pageRefusal } from "../../server/platform/http/refusal-answer";
import { refused } from "../../domain/shared/refusal";
import { data } from "react-router";
import { ONLY_FORM, parseForm, type FormReply } from "../../domain/shared/form-contract";
import { confirmationTitleFor, paymentTexts } from "../../domain/payments/payment-texts";
import { requestTexts } from "../../domain/shared/request-texts";
import { proofFieldsSchema } from "../../domain/payments/payment-proof";
import { requireUser } from "../../server/platform/auth/guards";
import { database } from "../../server/platform/db/database";
import { settings } from "../../server/platform/env";
import { readActionForm } from "../../server/platform/http/action-form";
import { formRefusal } from "../../server/platform/http/refusal-answer";
import { loadPaymentConfirmation } from "../../server/shop/payments/payment-confirmation";
import { PROOF_MISSING, submitPaymentProof } from "../../server/shop/payments/payment-proof";
import { paymentProofsDir } from "../../server/shop/payments/proof-files";
import { PaymentConfirmationPage } from "../features/payments/payment-confirmation-page";
import { privatePageMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/payment-confirmation";
import { NOTHING_FLOATS_OVER } from "../features/layout/nothing-floats";

const orderNumberOf = (request: Request) => new URL(request.url).searchParams.get("order") ?? "";

// Guests go to /auth and come back here; anyone but the owner or an admin gets the 404 an
// unknown order number gets, so order numbers cannot be probed.
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const page = await loadPaymentConfirmation(database(), user, orderNumberOf(request));
  if (!page) throw pageRefusal(refused(404, requestTexts.notFound));
  return page;
}

/** The proof upload (multipart; the HTTP layer held the body to the proof's allowance). */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await readActionForm(request);
  const fields = parseForm(proofFieldsSchema, form);
  if (!fields.ok) return formRefusal(ONLY_FORM, fields, form);
  const file = form.get("proof");
  if (!(file instanceof File)) return formRefusal(ONLY_FORM, PROOF_MISSING, form);
  const result = await submitPaymentProof(
    database(),
    { userId: user.id, orderNumber: orderNumberOf(request), bytes: new Uint8Array(await file.arrayBuffer()), fields: fields.value },
    { proofsDir: paymentProofsDir(settings().dataDir) },
  );
  if (!result.ok) return formRefusal(ONLY_FORM, result, form);
  // Verified at once by the slip provider's confirmation (decision 110): the shopper is told so here.
  return data<FormReply>({ ok: true, intent: ONLY_FORM, ...(result.value.verified ? { message: paymentTexts.slipVerifiedTitle } : {}) });
}

export function meta({ data: page, matches }: Route.MetaArgs) {
  return privatePageMeta(confirmationTitleFor(page?.paymentMethod), matches);
}

// Totals, the QR and the slip form: neither the chat button nor a toast floats over them on a phone (issues 24, 33).
export const handle = NOTHING_FLOATS_OVER;

export default function PaymentConfirmation({ loaderData, actionData }: Route.ComponentProps) {
  return <PaymentConfirmationPage page={loaderData} result={actionData ?? null} />;
}
