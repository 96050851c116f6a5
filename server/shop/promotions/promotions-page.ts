import { listActiveSlides } from "../content/slides";
import type { DatabaseOrTransaction } from "../../platform/db/database";
import { listRunningFlashSales } from "./flash-sales";
import { listActiveSpecialOffers } from "./special-offers";

/**
 * Everything /promotions shows. `renderedAt` is the server time the page was built at: the
 * countdowns render that moment on the server and in the browser's first render (so
 * hydration matches), then tick on the browser's clock.
 */
export async function loadPromotionsPage(db: DatabaseOrTransaction, now = new Date()) {
  const [slides, flashSales, specialOffers] = await Promise.all([
    listActiveSlides(db, "promotion"),
    listRunningFlashSales(db, now),
    listActiveSpecialOffers(db),
  ]);
  return { slides, flashSales, specialOffers, renderedAt: now.toISOString() };
}
