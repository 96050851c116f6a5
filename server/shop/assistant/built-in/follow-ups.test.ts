import { describe, expect, it } from "vitest";
import type { ProductFact } from "../facts/catalogue-facts";
import { productFact } from "../facts/test-support/product-fact";
import { EMPTY_CONVERSATION, type ConversationState } from "../understanding/conversation-state";
import { resolveFollowUp } from "./follow-ups";
import { understand } from "./understanding";

const product = (id: string, price: number, line: ProductFact["line"] = "glossy") => productFact(id, price, { line });

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

  // The independent probe (issue 23): follow-ups that carry no words of their own.
  const catalogue = ["glossy", "velvet", "peach", "brick", "เชอร์รี่", "โรสบราวน์"];
  const afterPoints: ConversationState = {
    ...EMPTY_CONVERSATION,
    lastQuestion: understand("ตอนนี้มีแต้มเท่าไหร่"),
    lastTopics: ["loyalty"],
  };

  it("reads a short question with no topic of its own against the last topic", () => {
    for (const question of ["ใช้ยังไง", "แลกยังไงคะ", "เอาไปทำอะไรได้บ้าง"]) {
      const resolved = resolveFollowUp(understand(question), afterPoints, catalogue);
      expect([...resolved.intents], question).toContain("loyalty");
      expect(resolved.nameWords, question).toEqual([]);
    }
    // Not a how/what question, a question about something else, or no topic before: nothing is carried over.
    for (const elsewhere of ["วันนี้อากาศร้อนจัง", "ดูบอลที่ไหนดี", "กินข้าวยัง", "Dior ใช้ยังไง"])
      expect([...resolveFollowUp(understand(elsewhere), afterPoints, catalogue).intents], elsewhere).not.toContain("loyalty");
    expect([...resolveFollowUp(understand("ใช้ยังไง"), EMPTY_CONVERSATION, catalogue).intents]).toEqual([]);
  });

  it("reads a stock question whose leftover words name nothing in the catalogue as about the products just shown", () => {
    const shown = [product("peach", 199_00), product("cherry", 329_00)];
    const resolved = resolveFollowUp(understand("ยังมีของอยู่ไหม"), after("ลิปที่ขายดีที่สุด", shown), catalogue);
    expect(resolved.shownProducts.map((item) => item.id)).toEqual(["peach", "cherry"]);
    expect(resolved.nameWords).toEqual([]);
  });

  it("keeps the last wish for 'cheaper than this', below the cheapest product shown, worded as cheaper", () => {
    const shown = [product("rose-brown", 259_00, "velvet"), product("milk-tea", 329_00, "velvet"), product("brick", 299_00, "velvet")];
    for (const question of ["ถูกกว่านี้มีป่าว", "มีตัวที่ถูกกว่านี้ไหมคะ", "ราคาต่ำกว่านี้มีมั้ย"]) {
      const resolved = resolveFollowUp(understand(question), after("มีลิปสีน้ำตาลแบบด้านๆ ม้าย", shown), catalogue);
      expect(resolved.colourNames, question).toEqual(["brown"]);
      expect(resolved.line, question).toBe("velvet");
      expect(resolved.priceRange, question).toEqual({ min: null, max: 259_00 - 1 });
      expect(resolved.priceAgainst, question).toEqual({ product: shown[0], direction: "cheaper" });
    }
    // A budget of the last question stays, the lower of the two ceilings wins.
    const underBudget = resolveFollowUp(understand("ถูกกว่านี้มีไหม"), after("ลิปสีแดงงบ 200", [product("x", 329_00)]), catalogue);
    expect(underBudget.priceRange).toEqual({ min: null, max: 200_00 });
  });
});
