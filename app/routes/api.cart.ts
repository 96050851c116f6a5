import { database } from "../../server/platform/db/database";
import { answerMemberCartRequest } from "../../server/shop/member-cart/member-cart";
import type { Route } from "./+types/api.cart";

/** POST /api/cart — the signed-in member's cart kept on the server, traded with the browser's copy (decision 109). */
export function action({ request }: Route.ActionArgs) {
  return answerMemberCartRequest(database(), request);
}
