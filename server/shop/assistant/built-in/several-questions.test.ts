import { describe, expect, it } from "vitest";
import { formatBaht } from "../../../../domain/shared/money";
import { SHIPPING_FEE } from "../../../../domain/orders/shipping";
import { provideDemoDatabase } from "../../demo/test-support/demo-database";
import { insertMember } from "../../members/test-fixtures";
import type { HandoverReason } from "../assistant";
import { createBuiltInAssistant } from "./built-in-assistant";

// Issue 37: a long message with several questions gets each answered, in the order asked, in one reply.
const testDb = provideDemoDatabase();

async function ask(message: string) {
  const member = await insertMember(testDb.db);
  let reply = "";
  let offered: HandoverReason | null = null;
  const context = { db: testDb.db, member: { id: member, firstName: null }, now: new Date(), signal: new AbortController().signal };
  for await (const chunk of createBuiltInAssistant().reply(message, [], { ...context, offerHandover: (reason) => void (offered = reason) })) reply += chunk;
  return { reply, offered };
}

describe("a message with several questions", () => {
  it("answers delivery time, cash on delivery and free shipping, each once and in the order asked", async () => {
    const { reply, offered } = await ask("ส่งกี่วันคะ แล้วมีเก็บเงินปลายทางไหม และถ้าซื้อ 2 แท่งได้ส่งฟรีมั้ย");
    const delivery = reply.indexOf("วันทำการ");
    const cashOnDelivery = reply.indexOf("เก็บเงินปลายทาง");
    const freeShipping = reply.indexOf("ส่งฟรีเมื่อยอดสินค้าครบ ฿1,000");
    expect(
      [delivery, cashOnDelivery, freeShipping].every((at) => at >= 0),
      reply,
    ).toBe(true);
    expect(delivery < cashOnDelivery && cashOnDelivery < freeShipping, reply).toBe(true);
    expect(reply.split(`ค่าจัดส่ง ${formatBaht(SHIPPING_FEE)}`)).toHaveLength(2);
    // "ได้ส่งฟรี" asks about shipping, not whether an order was sent.
    expect(reply).not.toContain("คำสั่งซื้อล่าสุดของคุณ");
    expect(offered).toBeNull();
  });

  it("says plainly which part it is not sure of, after answering the rest, and offers a person", async () => {
    const { reply, offered } = await ask("ส่งฟรีขั้นต่ำเท่าไหร่คะ แล้วร้านรับทำลิปสกรีนชื่อให้ไหมคะ");
    expect(reply.indexOf("฿1,000")).toBeGreaterThanOrEqual(0);
    expect(reply.indexOf("ไม่แน่ใจ")).toBeGreaterThan(reply.indexOf("฿1,000"));
    expect(offered).toBe("cannot-help");
  });
});
