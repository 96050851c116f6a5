import { refused } from "../../domain/shared/refusal";
import { requestTexts } from "../../domain/shared/request-texts";
import { currentUser } from "../../server/platform/auth/guards";
import { database } from "../../server/platform/db/database";
import { pageRefusal } from "../../server/platform/http/refusal-answer";
import { promptPayPicture } from "../../server/shop/payments/promptpay-picture";
import type { Route } from "./+types/order-promptpay-png";

/**
 * GET /orders/<orderNumber>/promptpay.png — "บันทึก QR": the order's PromptPay QR with its amount as
 * a picture to save (decision 070), for the order's owner and staff, as the payment page decides.
 * Everyone else, guests included, gets the 404 an unknown order gets (a download link that led to
 * the sign-in page would save that page as the "picture").
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await currentUser(request);
  const picture = viewer ? await promptPayPicture(database(), viewer, params.orderNumber) : null;
  if (!picture) throw pageRefusal(refused(404, requestTexts.notFound));
  return new Response(new Uint8Array(picture.png), {
    headers: {
      "Content-Type": "image/png",
      "Content-Length": String(picture.png.byteLength),
      "Content-Disposition": `attachment; filename="${picture.fileName}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
