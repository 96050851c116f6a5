// The shop's after-sale figures and terms (issue 36, decision 104), below every feature: the terms
// page (domain/content), the order page and its forms (domain/after-sale), the FAQ and the assistant
// all read them here, so they say the same window and refund time.

/**
 * Days after receipt within which a member may ask to return or exchange: the 7 days the Direct
 * Sales and Direct Marketing Act (B.E. 2545, amended 2560, §30) gives a buyer of a distance sale.
 */
export const RETURN_WINDOW_DAYS = 7;
/** Days within which the shop sends the money back once a refund is due (the same Act gives 15). */
export const REFUND_WITHIN_DAYS = 15;

/**
 * The shop's after-sale terms in its own words: the terms page, the FAQ's answers and the
 * assistant (which reads the terms) all say these, from the figures above.
 */
export const AFTER_SALE_TERMS = {
  cancel: "ยังไม่ได้ชำระเงิน: ยกเลิกคำสั่งซื้อเองได้ทันทีในหน้าคำสั่งซื้อ สินค้าและแต้มที่ใช้คืนกลับ — ชำระเงินแล้วแต่ยังไม่จัดส่ง: ส่งคำขอยกเลิกในหน้าคำสั่งซื้อ ร้านตรวจสอบแล้วคืนเงินให้",
  change: "ก่อนร้านเริ่มแพ็กสินค้า ขอเปลี่ยนที่อยู่จัดส่งหรือเปลี่ยนสีได้ในหน้าคำสั่งซื้อ หากต้องการเปลี่ยนจำนวน ยกเลิกแล้วสั่งใหม่ได้",
  returnWindow: `ขอคืนหรือเปลี่ยนสินค้าได้ภายใน ${RETURN_WINDOW_DAYS} วันหลังได้รับสินค้า ที่ปุ่ม "ขอคืนสินค้า / เปลี่ยนสินค้า" ในหน้าคำสั่งซื้อ พร้อมเหตุผลและรูปถ่าย`,
  hygiene: "เพื่อสุขอนามัย สินค้าที่คืนเพราะเปลี่ยนใจต้องยังไม่แกะซีล ไม่ผ่านการทดลองสี และอยู่ในบรรจุภัณฑ์เดิม — สินค้าชำรุด ผิดสี ผิดรายการ หรือแพ้ คืนได้แม้เปิดใช้แล้ว",
  damaged: `ได้รับสินค้าชำรุด เสียหายจากการขนส่ง หรือไม่ตรงกับที่สั่ง แจ้งได้ภายใน ${RETURN_WINDOW_DAYS} วันหลังได้รับสินค้า ที่ปุ่ม "ขอคืนสินค้า / เปลี่ยนสินค้า" ในหน้าคำสั่งซื้อ พร้อมรูปถ่ายสินค้าและกล่องพัสดุ ร้านเปลี่ยนสินค้าใหม่หรือคืนเงินให้โดยไม่มีค่าใช้จ่าย`,
  refundTime: `ร้านคืนเงินภายใน ${REFUND_WITHIN_DAYS} วัน นับจากวันที่ร้านได้รับสินค้าที่ส่งคืน (หรืออนุมัติการยกเลิก) ทางพร้อมเพย์หรือบัญชีธนาคารที่คุณแจ้ง และแจ้งให้ทราบทางอีเมล`,
} as const;
