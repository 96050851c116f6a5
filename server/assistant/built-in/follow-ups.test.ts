import { describe, expect, it } from "vitest";
import type { ProductFact } from "../facts/catalogue-facts";
import { EMPTY_CONVERSATION, type ConversationState } from "../understanding/conversation-state";
import { resolveFollowUp } from "./follow-ups";
import { understand } from "./understanding";

const product = (id: string, price: number, line: ProductFact["line"] = "glossy"): ProductFact => ({
  id,
  slug: id,
  name: id,
  nameThai: id,
  line,
  categoryName: "",
  price,
  salePrice: null,
  saleEndsAt: null,
  stockQuantity: 10,
  inStock: true,
  shades: [],
});

const after = (question: string, lastProducts: ProductFact[] = []): ConversationState => ({
  ...EMPTY_CONVERSATION,
  lastProducts,
  lastQuestion: understand(question),
  lastTopics: [...understand(question).intents].filter((intent) => ["shipping", "returns", "order"].includes(intent)),
});

describe("follow-ups take what they leave out from the conversation", () => {
  it("points 'this one' at the product the last answer led with", () => {
    const resolved = resolveFollowUp(understand("อันนี้มีสีอื่นไหม"), after("ลิปกลอสสีแดงราคาเท่าไหร่", [product("a", 329_00), product("b", 299_00)]));
    expect(resolved.shownProducts.map((shown) => shown.id)).toEqual(["a"]);
  });

  it("keeps the last question's line with a new colour ('แล้วสีแดงล่ะ')", () => {
    const resolved = resolveFollowUp(understand("แล้วสีแดงล่ะ"), after("มีลิปเวลเวทสีนู้ดไหม"));
    expect(resolved.colourNames).toEqual(["red"]);
    expect(resolved.line).toBe("velvet");
  });

  it("keeps the last budget with a new colour", () => {
    const resolved = resolveFollowUp(understand("แล้วสีส้มล่ะ"), after("ลิปงบ 250 มีไหม"));
    expect(resolved.priceRange).toEqual({ min: null, max: 250_00 });
    expect(resolved.colourNames).toEqual(["coral"]);
  });

  it("reads 'cheaper than this' as a ceiling just under the product shown, in the same line", () => {
    const resolved = resolveFollowUp(understand("ถูกกว่านี้มีไหม"), after("ลิปเวลเวทสีแดง", [product("brick", 299_00, "velvet")]));
    expect(resolved.priceRange).toEqual({ min: null, max: 299_00 - 1 });
    expect(resolved.line).toBe("velvet");
  });

  it("continues the last topic and the last order, never without one", () => {
    expect([...resolveFollowUp(understand("แล้วต้องทำยังไงบ้าง"), after("คืนสินค้าได้ไหม")).intents]).toContain("returns");
    expect([...resolveFollowUp(understand("แล้วต้องทำยังไงบ้าง"), EMPTY_CONVERSATION).intents]).toEqual([]);
    // A spend to reach is not a budget, and leftover words do not break the thread.
    expect([...resolveFollowUp(understand("แล้วถ้าซื้อครบพันล่ะ"), after("ค่าส่งเท่าไหร่")).intents]).toContain("shipping");
    const state = { ...EMPTY_CONVERSATION, lastOrderNumber: "ORDER-AB12CD34E" };
    expect(resolveFollowUp(understand("แล้วออเดอร์นั้นส่งยัง"), state).orderNumbers).toEqual(["ORDER-AB12CD34E"]);
  });

  it("lets a message that names its own products ignore the conversation", () => {
    const resolved = resolveFollowUp(understand("ลิปสีชมพูราคาเท่าไหร่"), after("ลิปเวลเวทสีแดง", [product("brick", 299_00, "velvet")]));
    expect(resolved.shownProducts).toEqual([]);
    expect(resolved.line).toBeNull();
  });
});
