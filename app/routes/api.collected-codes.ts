import { database } from "../../server/platform/db/database";
import { answerCollectedCodesRequest } from "../../server/shop/promotions/my-codes";
import type { Route } from "./+types/api.collected-codes";

/** GET /api/collected-codes — the signed-in shopper's collected codes, for the "เก็บแล้ว" marks of a page served from the shared cache. */
export function loader({ request }: Route.LoaderArgs) {
  return answerCollectedCodesRequest(database(), request);
}
