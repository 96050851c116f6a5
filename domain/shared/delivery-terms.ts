// How long a parcel takes (issue 37): one source for the terms page, the FAQ, the payment pages (their
// texts modules import nothing, so they hold the figure and delivery-terms.test.ts pins it to this one),
// the demo slides and the assistant (which reads the terms), as domain/shared/after-sale-terms.ts
// is for the after-sale windows.

/** Working days from a confirmed payment (or a cash-on-delivery order's confirmation) until the shop hands the parcel to the carrier. */
export const DISPATCH_WORKING_DAYS = "1-2";
/** Working days from a confirmed payment until the parcel reaches the shopper, by destination. */
export const ARRIVAL_WORKING_DAYS = "3-7";

export const DELIVERY_TERMS = {
  dispatch: `ร้านแพ็กและจัดส่งภายใน ${DISPATCH_WORKING_DAYS} วันทำการหลังยืนยันการชำระเงิน`,
  arrival: `สินค้าจะถึงมือคุณภายใน ${ARRIVAL_WORKING_DAYS} วันทำการนับจากวันที่การชำระเงินได้รับการยืนยัน ขึ้นอยู่กับพื้นที่ปลายทาง`,
} as const;
