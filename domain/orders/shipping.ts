import { type Satang } from "../shared/money";

/**
 * The fee for a parcel. Free shipping is a promotion staff can change (decision 101; migration
 * 0025 made the shop's ฿1,000 one), priced with the others by `priceBasket` — never a constant here.
 */
export const SHIPPING_FEE: Satang = 50_00;
