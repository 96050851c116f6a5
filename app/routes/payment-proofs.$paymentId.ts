import { pageRefusal } from "../../server/platform/http/refusal-answer";
import { privateFileResponse } from "../../server/platform/http/private-file-response";
import { refused } from "../../domain/shared/refusal";
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
  return privateFileResponse(proof);
}
