import { formatBaht } from "../../../../domain/shared/money";
import type { MyCodeView } from "../../../../domain/promotions/collected-codes";
import type { MemberCodeAsk } from "../facts/member-codes";
import { amountLines } from "./quotes";

/**
 * The reply to "ใช้โค้ดที่เก็บไว้" (issue 37): the member's usable collected codes, or the one
 * chosen with their kept cart's total as the checkout prices it with that code typed. The chat
 * puts the choices or the confirmation under the reply; nothing is applied by the reply itself.
 */
const codeLine = (code: MyCodeView) => `• ${code.code} — ${code.title}: ${code.rule} (${code.end})`;

const NO_CODES = "ตอนนี้คุณยังไม่มีโค้ดที่เก็บไว้ที่ใช้ได้ค่ะ เก็บโค้ดส่วนลดได้ที่ /promotions และหน้าสินค้า แล้วโค้ดที่เก็บไว้จะถูกใช้ให้ตอนชำระเงินค่ะ";
const AUTOMATIC = "ตอนชำระเงิน ระบบจะเลือกโค้ดที่เก็บไว้ที่คุ้มที่สุดให้เองอยู่แล้วค่ะ";

export function codeReply(ask: MemberCodeAsk): string {
  const usable = ask.codes.filter((code) => code.usable);
  const notHeld = ask.notHeld ? `โค้ด ${ask.notHeld} ไม่อยู่ในโค้ดที่คุณเก็บไว้ค่ะ แชทใช้ได้เฉพาะโค้ดในโค้ดของฉัน หากมีโค้ดอื่น กรอกในช่องโค้ดส่วนลดตอนชำระเงินได้เลยค่ะ` : null;
  const { chosen, quote } = ask;
  if (chosen && !chosen.usable) {
    return [
      `โค้ด ${chosen.code} (${chosen.title}) ใช้ไม่ได้แล้วค่ะ: ${chosen.standing}`,
      ...(usable.length > 0 ? ["โค้ดที่ยังใช้ได้:", ...usable.map(codeLine)] : []),
    ].join("\n");
  }
  if (chosen && quote) {
    const { summary } = quote;
    const goods = summary.lines.map((line) => `• ${line.nameThai} (${line.colorName}) × ${line.quantity} = ${formatBaht(line.unitPrice * line.quantity)}`);
    const head = quote.applied
      ? `โค้ด ${chosen.code} (${chosen.title}) ใช้กับตะกร้าของคุณได้ค่ะ ยอดตามที่ระบบคิดตอนชำระเงินเมื่อใช้โค้ดนี้:`
      : `โค้ด ${chosen.code} ยังใช้กับตะกร้านี้ไม่ได้ค่ะ${quote.reason ? ` (${quote.reason})` : ""} ยอดของตะกร้าตอนนี้:`;
    const next = quote.applied ? "กดยืนยันด้านล่างเพื่อใช้โค้ดนี้ตอนชำระเงินค่ะ" : null;
    return [head, ...goods, ...amountLines(summary.amounts, summary.promotions), ...(next ? [next] : [])].join("\n");
  }
  if (chosen) return `โค้ด ${chosen.code} (${chosen.title}) ใช้ได้ค่ะ แต่ตะกร้าของคุณยังไม่มีสินค้าที่สั่งได้ ใส่สินค้าลงตะกร้าก่อน แล้วบอกแชทว่า "ใช้โค้ด ${chosen.code}" ได้เลยค่ะ`;
  if (usable.length === 0) return [notHeld, NO_CODES].filter(Boolean).join("\n");
  const list = ["โค้ดที่คุณเก็บไว้และใช้ได้ตอนนี้:", ...usable.map(codeLine)];
  const how = ask.cartEmpty
    ? `ตะกร้าของคุณยังว่างค่ะ ใส่สินค้าก่อน แล้วบอกแชทว่า "ใช้โค้ด ${usable[0]!.code}" ${AUTOMATIC}`
    : `เลือกโค้ดที่ต้องการด้านล่าง แชทจะคิดยอดให้ก่อนให้คุณยืนยันค่ะ`;
  return [notHeld, ...list, how].filter(Boolean).join("\n");
}
