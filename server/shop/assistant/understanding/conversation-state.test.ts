import { describe, expect, it } from "vitest";
import { provideDemoDatabase } from "../../demo/test-support/demo-database";
import { conversationState, EMPTY_CONVERSATION } from "./conversation-state";

const testDb = provideDemoDatabase();

const now = new Date();

/** The state after a chat in which the shopper and the assistant take turns, the shopper first. */
const stateAfter = (...texts: string[]) =>
  conversationState(
    testDb.db,
    texts.map((text, index) => ({ role: index % 2 === 0 ? "user" : "assistant", text })),
    now,
  );

describe("conversationState", () => {
  it("is empty with no history", async () => {
    expect(await conversationState(testDb.db, [], now)).toEqual(EMPTY_CONVERSATION);
  });

  it("takes the products the last answer named, in its order, the last order number and the last question's topic", async () => {
    const state = await stateAfter(
      "ออเดอร์ ORDER-AB12CD34E ถึงไหนแล้ว",
      "ไม่พบคำสั่งซื้อหมายเลข ORDER-AB12CD34E ในบัญชีของคุณค่ะ",
      "ลิปสีแดง ค่าส่งเท่าไหร่",
      "• ลิปสติก เวลเวทแมตต์ สีแดงอิฐ — ราคา ฿299\n• ลิปกลอส 8D ฉ่ำน้ำ สีแดงเชอร์รี่ — ราคา ฿329",
    );
    expect(state.lastProducts.map((product) => product.name)).toEqual(["Velvet Matte Lipstick – Brick Red", "Liquid Gloss 8D – Cherry Red"]);
    expect(state.lastOrderNumber).toBe("ORDER-AB12CD34E");
    expect(state.lastTopics).toEqual(["shipping"]);
    expect(state.lastQuestion?.colourNames).toEqual(["red"]);
  });

  it("points back only to the last answer, not to products named long before", async () => {
    const state = await stateAfter("ลิปสีแดง", "• ลิปสติก เวลเวทแมตต์ สีแดงอิฐ — ราคา ฿299", "ขอบคุณค่ะ", "ยินดีค่ะ");
    expect(state.lastProducts).toEqual([]);
  });
});
