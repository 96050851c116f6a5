import { answerSignedInShopperRequest } from "../../server/platform/auth/signed-in-shopper";
import type { Route } from "./+types/api.me";

/** GET /api/me — who is signed in, for the header of a page served from the shared cache (decision 051). */
export function loader({ request }: Route.LoaderArgs) {
  return answerSignedInShopperRequest(request);
}
