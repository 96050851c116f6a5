import { activeSwitchSchema } from "../../../domain/admin/admin-forms";
import {
  FLASH_SALE_INTENTS,
  SPECIAL_OFFER_INTENTS,
  flashSaleCreateSchema,
  flashSaleUpdateSchema,
  readFlashSaleShow,
  specialOfferSchema,
  type FlashSalesTabData,
  type SpecialOffersTabData,
} from "../../../domain/admin/admin-promotions";
import { OFFER_INTENTS, promotionFormInput, promotionFormSchema, type OffersTabData } from "../../../domain/admin/admin-offers";
import type { ShopDatabase } from "../../platform/db/database";
import { specialOffers } from "../../platform/db/schema";
import { activeSwitchIntent, dialogRow, dialogWrite, listParams, rowWrite, type AdminIntent } from "./admin-route";
import { createFlashSale, deleteFlashSale, listFlashSales, listSaleProducts, loadFlashSale, switchFlashSale, updateFlashSale } from "./flash-sales";
import { createPromotion, duplicatePromotion, listOfferChoices, listOffers, loadOffer, movePromotion, updatePromotion } from "./offers";
import { createSpecialOffer, deleteSpecialOffer, listSpecialOffers, loadSpecialOffer, updateSpecialOffer } from "./special-offers";

/**
 * The promotions manager's tabs as the server sees them: each tab's loader (its list and its
 * open dialog, from the URL) and its intents (namespaced, `flash-sale.create`, so several tabs'
 * intents live in one route action). /admin/flash-sales uses the flash-sales tab on its own.
 */

/** The flash-sales list's own parameter (`?show=current|ended|all`). */
export const FLASH_SALE_LIST_FILTERS = ["show"] as const;
/** On /admin/promotions the tab is kept too, by every list link, pager step and redirect. */
export const PROMOTIONS_LIST_FILTERS = ["tab", ...FLASH_SALE_LIST_FILTERS] as const;

const isNew = (request: Request) => new URL(request.url).searchParams.get("new") === "1";

/** Whether a dialog the URL asks for has lost its row (deleted meanwhile, or an id made up). */
const dialogMissing = (...asked: [id: string | null, row: unknown][]) => asked.some(([id, row]) => Boolean(id) && !row);

export async function loadFlashSalesTab(db: ShopDatabase, request: Request, filterNames: readonly string[], now = new Date()): Promise<FlashSalesTabData> {
  const params = listParams(request, filterNames);
  const show = readFlashSaleShow(params.filters?.show);
  const editId = dialogRow(request, "edit");
  const deleteId = dialogRow(request, "delete");
  const creating = isNew(request);
  const [list, editing, deleting, products] = await Promise.all([
    listFlashSales(db, params, show, now),
    editId ? loadFlashSale(db, editId) : null,
    deleteId ? loadFlashSale(db, deleteId) : null,
    creating ? listSaleProducts(db) : [],
  ]);
  return { list, show, now: now.toISOString(), creating, editing, deleting, products, dialogMissing: dialogMissing([editId, editing], [deleteId, deleting]) };
}

export const flashSaleIntents = {
  [FLASH_SALE_INTENTS.create]: dialogWrite(flashSaleCreateSchema, "flash-sale-created", ({ db, admin }, sale) => createFlashSale(db, admin, sale)),
  [FLASH_SALE_INTENTS.update]: dialogWrite(flashSaleUpdateSchema, "flash-sale-updated", ({ db, admin, rowId }, sale) =>
    updateFlashSale(db, admin, rowId(), sale),
  ),
  // Not the shared switchActive: switching a sale on is refused while another one of the product overlaps it.
  [FLASH_SALE_INTENTS.switch]: dialogWrite(activeSwitchSchema, "flash-sale-switched", ({ db, admin, rowId }, { active }) =>
    switchFlashSale(db, admin, rowId(), active),
  ),
  [FLASH_SALE_INTENTS.delete]: rowWrite("flash-sale-deleted", ({ db, admin }, id) => deleteFlashSale(db, admin, id)),
} satisfies Record<string, AdminIntent>;

export async function loadSpecialOffersTab(db: ShopDatabase, request: Request, filterNames: readonly string[]): Promise<SpecialOffersTabData> {
  const editId = dialogRow(request, "edit");
  const deleteId = dialogRow(request, "delete");
  const [list, editing, deleting] = await Promise.all([
    listSpecialOffers(db, listParams(request, filterNames)),
    editId ? loadSpecialOffer(db, editId) : null,
    deleteId ? loadSpecialOffer(db, deleteId) : null,
  ]);
  return { list, creating: isNew(request), editing, deleting, dialogMissing: dialogMissing([editId, editing], [deleteId, deleting]) };
}

export const specialOfferIntents = {
  [SPECIAL_OFFER_INTENTS.create]: dialogWrite(specialOfferSchema, "special-offer-created", ({ db, admin }, offer) => createSpecialOffer(db, admin, offer)),
  [SPECIAL_OFFER_INTENTS.update]: dialogWrite(specialOfferSchema, "special-offer-updated", ({ db, admin, rowId }, offer) =>
    updateSpecialOffer(db, admin, rowId(), offer),
  ),
  [SPECIAL_OFFER_INTENTS.switch]: activeSwitchIntent({ entity: "special-offer", table: specialOffers }, "special-offer-switched"),
  [SPECIAL_OFFER_INTENTS.delete]: rowWrite("special-offer-deleted", ({ db, admin }, id) => deleteSpecialOffer(db, admin, id)),
} satisfies Record<string, AdminIntent>;

/**
 * The promotions and codes tab (issue 35): its list (`?show=` as the flash sales', ended ones
 * hidden unless asked for) and the dialog the URL opens: `?new=1`, `?edit=`, `?end=` (the
 * confirmation) or `?usage=` (what the promotion brought in, with its file of uses).
 */
export async function loadOffersTab(db: ShopDatabase, request: Request, filterNames: readonly string[], now = new Date()): Promise<OffersTabData> {
  const params = listParams(request, filterNames);
  const show = readFlashSaleShow(params.filters?.show);
  const editId = dialogRow(request, "edit");
  const endId = dialogRow(request, "end");
  const usageId = dialogRow(request, "usage");
  const creating = isNew(request);
  const [list, editing, ending, usage, choices] = await Promise.all([
    listOffers(db, params, show),
    editId ? loadOffer(db, editId) : null,
    endId ? loadOffer(db, endId) : null,
    usageId ? loadOffer(db, usageId) : null,
    creating || editId ? listOfferChoices(db) : null,
  ]);
  const missing = dialogMissing([editId, editing], [endId, ending], [usageId, usage]);
  return { list, show, now: now.toISOString(), creating, editing, ending, usage, choices, dialogMissing: missing };
}

export const offerIntents = {
  [OFFER_INTENTS.create]: dialogWrite(promotionFormSchema, "promotion-created", ({ db, admin }, input) => createPromotion(db, admin, input), {
    input: promotionFormInput,
  }),
  [OFFER_INTENTS.update]: dialogWrite(promotionFormSchema, "promotion-updated", ({ db, admin, rowId }, input) => updatePromotion(db, admin, rowId(), input), {
    input: promotionFormInput,
  }),
  [OFFER_INTENTS.pause]: rowWrite("promotion-paused", ({ db, admin }, id) => movePromotion(db, admin, id, "pause")),
  [OFFER_INTENTS.resume]: rowWrite("promotion-resumed", ({ db, admin }, id) => movePromotion(db, admin, id, "resume")),
  [OFFER_INTENTS.duplicate]: rowWrite("promotion-duplicated", ({ db, admin }, id) => duplicatePromotion(db, admin, id)),
  [OFFER_INTENTS.end]: rowWrite("promotion-ended", ({ db, admin }, id) => movePromotion(db, admin, id, "end")),
} satisfies Record<string, AdminIntent>;
