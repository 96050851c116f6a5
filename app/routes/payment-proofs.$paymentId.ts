import { pageRefusal } from "../../server/platform/http/refusal-answer";
import { refused } from "../../domain/shared/refusal";
import {} from "react-router";
import { requestTexts } from "../../domain/shared/request-texts";
import { currentUser } from "../../server/platform/auth/guards";
import { database } from "../../server/platform/db/database";
import { settings } from "../../server/platform/env";
import { paymentProofForViewer } from "../../server/shop/payments/proof-access";
import { paymentProofsDir } from "../../server/shop/payments/proof-files";
import type { Route } from "./+types/payment-proofs.$paymentId";

/**
 * GET /payment-proofs/<paymentId> — a payment proof, to the payment's owner and admins only
 * (decision 026). Everyone else, guests included, gets the 404 an unknown id gets.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const proof = await paymentProofForViewer(database(), await currentUser(request), params.paymentId, paymentProofsDir(settings().dataDir));
  if (!proof) throw pageRefusal(refused(404, requestTexts.notFound));
  return new Response(new Uint8Array(proof.bytes), {
    headers: {
      "Content-Type": proof.contentType,
      "Content-Length": String(proof.bytes.byteLength),
      "Content-Disposition": `inline; filename="${proof.fileName}"`,
      "Cache-Control": "private, no-store",
      // X-Content-Type-Options: nosniff comes with every response (security-headers.ts). This
      // policy adds to the shop's own: nothing in a proof runs, loads or submits anything.
      "Content-Security-Policy": "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
    },
  });
}
