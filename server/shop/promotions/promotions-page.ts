import { listActiveSlides } from "../content/slides";
import type { DatabaseOrTransaction } from "../../platform/db/database";
import { listRunningFlashSales } from "./flash-sales";
import { listRunningPromotions } from "./promotion-cards";
import { listActiveSpecialOffers } from "./special-offers";

/**
 * Everything /promotions shows. `renderedAt` is the server time the page was built at: the
 * countdowns render that moment on the server and in the browser's first render (so
 * hydration matches), then tick on the browser's clock. Nothing here is anyone's own: a
 * member's collected codes are asked for by the browser (/api/collected-codes), so the page
 * stays one page for everyone in the page cache.
 */
export async function loadPromotionsPage(db: DatabaseOrTransaction, now = new Date()) {
  const [slides, flashSales, promotions, specialOffers] = await Promise.all([
    listActiveSlides(db, "promotion"),
    listRunningFlashSales(db, now),
    listRunningPromotions(db, now),
    listActiveSpecialOffers(db),
  ]);
  return { slides, flashSales, promotions, specialOffers, renderedAt: now.toISOString() };
}
