import type { HeaderShopper, SignedInShopperAnswer } from "../../../domain/members/member-shell";
import { currentUser } from "./guards";

/**
 * The signed-in shopper's own parts of a storefront page — what the header shows — or null for
 * a guest or an expired session. Never cached anywhere (/api is private, decision 016).
 */
export async function answerSignedInShopperRequest(request: Request): Promise<Response> {
  const user = await currentUser(request);
  const shopper: HeaderShopper = user ? { name: user.name, email: user.email, isAdmin: user.isAdmin } : null;
  return Response.json({ user: shopper } satisfies SignedInShopperAnswer);
}
