import { THAI_ADDRESS_QUERY_MAX_LENGTH, type ThaiAddressSuggestions } from "../../domain/shared/thai-address";
import { searchThaiAddresses } from "../../server/shop/members/thai-address";
import type { Route } from "./+types/api.thai-address";

/** GET /api/thai-address?q=… — address picker suggestions by postal code or sub-district prefix. */
export async function loader({ request }: Route.LoaderArgs) {
  const query = (new URL(request.url).searchParams.get("q") ?? "").slice(0, THAI_ADDRESS_QUERY_MAX_LENGTH);
  const suggestions = await searchThaiAddresses(query);
  // The dataset only changes with a new release of the shop, so answers may be cached a while.
  return Response.json({ suggestions } satisfies ThaiAddressSuggestions, { headers: { "Cache-Control": "public, max-age=3600" } });
}
