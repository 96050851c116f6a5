import { refused } from "../../domain/shared/refusal";
import { requestTexts } from "../../domain/shared/request-texts";
import { currentUser } from "../../server/platform/auth/guards";
import { database } from "../../server/platform/db/database";
import { settings } from "../../server/platform/env";
import { pageRefusal } from "../../server/platform/http/refusal-answer";
import { afterSaleFilesDir } from "../../server/shop/after-sale/request-files";
import { servedAfterSaleFile } from "../../server/shop/after-sale/request-forms";
import { privateFileResponse } from "../../server/platform/http/private-file-response";
import type { Route } from "./+types/order-request.files.$requestId.$index";

/**
 * GET /order-request/files/<requestId>/<index> — a photo the member attached to an after-sale
 * request (decision 104), to the order's member and admins only; anyone else, guests included,
 * gets the 404 an unknown id gets.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const file = await servedAfterSaleFile(
    database(),
    await currentUser(request),
    { kind: "photo", requestId: params.requestId, index: params.index },
    afterSaleFilesDir(settings().dataDir),
  );
  if (!file) throw pageRefusal(refused(404, requestTexts.notFound));
  return privateFileResponse(file);
}
