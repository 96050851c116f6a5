import { z } from "zod";
import { MEMBER_CHANNELS } from "../member-messages/member-channels";
import { backInStockTexts as t } from "./back-in-stock-texts";

/** The product page's "แจ้งเตือนเมื่อมีสินค้า" form: which product and shade (none: a product without shades), and mail or LINE. */
export const backInStockSchema = z.object({
  productId: z.uuid(t.unknownProduct),
  colorId: z.preprocess((value) => (value === "" ? undefined : value), z.uuid(t.unknownProduct).optional()),
  channel: z.enum(MEMBER_CHANNELS, t.badChoice),
});
export type BackInStockRequest = z.infer<typeof backInStockSchema>;
