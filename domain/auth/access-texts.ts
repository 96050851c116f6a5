import { errorNotices } from "../shared/notice-declaration";
// Refusals of pages and actions the visitor may not use. Texts the spec quotes in Thai are copied from it verbatim (tests pin them).

export const accessTexts = {
  denied: "ไม่มีสิทธิ์เข้าถึง",
  deniedPage: "คุณไม่มีสิทธิ์เข้าถึงหน้านี้",
  signInToOrder: "กรุณาเข้าสู่ระบบก่อนทำการสั่งซื้อ",
  signInRequired: "กรุณาเข้าสู่ระบบ",
} as const;

export const accessNotices = errorNotices({
  "access-denied": accessTexts.denied,
});
