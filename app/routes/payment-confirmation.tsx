import { data } from "react-router";
import { parseForm } from "../../domain/form-contract";
import { messages } from "../../domain/messages";
import { proofFieldsSchema } from "../../domain/payment-proof";
import { requireUser } from "../../server/auth/guards";
import { database } from "../../server/db/database";
import { settings } from "../../server/env";
import { readActionForm } from "../../server/http/action-form";
import { loadPaymentConfirmation } from "../../server/payments/payment-confirmation";
import { PROOF_MISSING, submitPaymentProof, type ProofResult } from "../../server/payments/payment-proof";
import { paymentProofsDir } from "../../server/payments/proof-files";
import { PaymentConfirmationPage } from "../features/payments/payment-confirmation-page";
import type { ProofFormResult } from "../features/payments/proof-form-result";
import { privatePageMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/payment-confirmation";

const orderNumberOf = (request: Request) => new URL(request.url).searchParams.get("order") ?? "";

// Guests go to /auth and come back here; anyone but the owner or an admin gets the 404 an
// unknown order number gets, so order numbers cannot be probed.
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const page = await loadPaymentConfirmation(database(), user, orderNumberOf(request));
  if (!page) throw data(messages.requests.notFound, { status: 404 });
  return page;
}

/** The proof upload (multipart; the HTTP layer held the body to the proof's allowance). */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await readActionForm(request);
  const fields = parseForm(proofFieldsSchema, form);
  if (!fields.ok) {
    const field = fields.field === "bankName" || fields.field === "transferTime" ? fields.field : undefined;
    return reply({ ok: false, status: 400, message: fields.message, ...(field ? { field } : {}) });
  }
  const file = form.get("proof");
  if (!(file instanceof File)) return reply(PROOF_MISSING);
  const result = await submitPaymentProof(
    database(),
    { userId: user.id, orderNumber: orderNumberOf(request), bytes: new Uint8Array(await file.arrayBuffer()), fields: fields.value },
    { proofsDir: paymentProofsDir(settings().dataDir) },
  );
  return reply(result);
}

function reply(result: ProofResult) {
  if (result.ok) return data<ProofFormResult>({ ok: true });
  return data<ProofFormResult>(
    { ok: false, message: result.message, ...(result.field ? { field: result.field } : {}) },
    { status: result.status },
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(messages.payment.confirmationTitle, matches);
}

export default function PaymentConfirmation({ loaderData, actionData }: Route.ComponentProps) {
  return <PaymentConfirmationPage page={loaderData} result={actionData ?? null} />;
}
