import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ChatProposal } from "../../../domain/chat/chat-actions";
import { chatActionTexts as t } from "../../../domain/chat/chat-handover-texts";
import { chatTexts } from "../../../domain/chat/chat-texts";
import { formatBaht } from "../../../domain/shared/money";
import { provideTestAuth, requestHeaders, TEST_SHOP_URL } from "../../platform/auth/test-support/test-auth";
import { chatActionTokens, collectedCodes, memberCarts, promotions } from "../../platform/db/schema";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { createBuiltInAssistant } from "../assistant/built-in/built-in-assistant";
import { replyText } from "../assistant/evaluation/run-eval";
import { insertMember } from "../members/test-fixtures";
import { loadCheckoutPage, priceCheckoutCart } from "../orders/checkout-page";
import { placeOrder } from "../orders/place-order";
import { checkoutForm, insertProduct } from "../orders/test-fixtures";
import { insertPromotion, uniqueCode } from "../promotions/test-fixtures";
import { confirmChatAction } from "./chat-actions";
import { proposeCodeStep } from "./chat-codes";
import { answerChatActionRequest, answerChatMessageRequest } from "./chat-requests";

// Issue 37: a member uses a code they collected from the chat — their own codes only, their own
// kept cart priced by the checkout's pricing with the code typed, nothing applied without their yes.
const testDb = provideTestDatabase();
provideTestAuth(testDb);
const db = () => testDb.db;
const startsAt = new Date("2020-01-01T00:00:00Z");

/** A member holding two usable codes and an ended one, with two lipsticks of ฿249 in the cart they keep. */
async function memberWithCodes() {
  const member = await insertMember(db());
  const lip = await insertProduct(db(), { price: 249_00, stock: 10 });
  const fifty = await insertPromotion(db(), { startsAt, code: uniqueCode("FIFTY"), amount: 50_00, minSpend: 300_00 });
  const thirty = await insertPromotion(db(), { startsAt, code: uniqueCode("THIRTY"), title: "ลด ฿30", amount: 30_00 });
  const ended = await insertPromotion(db(), { startsAt, code: uniqueCode("ENDED"), endsAt: new Date("2021-01-01T00:00:00Z") });
  for (const promotion of [ended, thirty, fifty]) await db().insert(collectedCodes).values({ userId: member, promotionId: promotion.id });
  const lines = [{ productId: lip.id, colorId: null, quantity: 2 }];
  await db().insert(memberCarts).values({ userId: member, lines });
  return { member, lines, fifty: fifty.code!, thirty: thirty.code!, ended: ended.code! };
}

const ask = (member: string, message: string) => replyText(createBuiltInAssistant(), db(), { id: member, firstName: null }, message, [], new Date());
const checkoutCodeOf = async (member: string) =>
  (await db().select({ code: memberCarts.checkoutCode }).from(memberCarts).where(eq(memberCarts.userId, member)))[0]?.code;

function confirmation(proposal: ChatProposal | null) {
  if (proposal?.kind !== "confirm") throw new Error(`No confirmation proposed: ${JSON.stringify(proposal)}`);
  return proposal;
}

describe("using a collected code from the chat", () => {
  it("lists the member's usable codes to choose from, quotes the checkout's total with the one chosen, and applies it only on their yes", async () => {
    const { member, lines, fifty, thirty, ended } = await memberWithCodes();
    const stranger = await insertMember(db());
    const now = new Date();

    // Asked in so many words: the usable codes, offered as choices; the ended one is not offered.
    const listed = await ask(member, "มีคูปองไหม ใช้ให้หน่อย");
    expect(listed).toContain(fifty);
    expect(listed).toContain(thirty);
    expect(listed).not.toContain(ended);
    expect(await proposeCodeStep(db(), member, "ใช้โค้ดส่วนลดที่เก็บไว้", now)).toEqual({
      kind: "choose",
      summary: t.chooseCode,
      choices: [
        { label: expect.stringContaining(fifty), message: t.useCodeMessage(fifty) },
        { label: expect.stringContaining(thirty), message: t.useCodeMessage(thirty) },
      ],
    });

    // The choice: the kept cart priced as the checkout's "ใช้โค้ด" prices it, quoted in the reply and the confirmation.
    const priced = await priceCheckoutCart(db(), lines, now, { userId: member, code: fifty });
    expect(priced.amounts).toEqual({ subtotal: 498_00, discount: 50_00, shippingFee: 50_00, total: 498_00 });
    const quoted = await ask(member, t.useCodeMessage(fifty));
    expect(quoted).toContain(`รวมที่ต้องจ่าย ${formatBaht(priced.amounts.total)}`);
    const proposal = confirmation(await proposeCodeStep(db(), member, t.useCodeMessage(fifty), now));
    expect(proposal).toMatchObject({ summary: t.applyCodeSummary(fifty, formatBaht(498_00)), confirmLabel: t.applyCodeConfirm(fifty) });
    // Proposing is not applying.
    expect(await checkoutCodeOf(member)).toBeNull();

    // Another member holding the token: the one refusal, nothing applied to anyone.
    expect(await confirmChatAction(db(), { id: stranger, email: "stranger@example.test" }, proposal.token, now)).toMatchObject({ ok: false, status: 410 });
    expect(await checkoutCodeOf(member)).toBeNull();

    expect(await confirmChatAction(db(), { id: member, email: "member@example.test" }, proposal.token, now)).toEqual({
      ok: true,
      value: { message: t.codeApplied(fifty, formatBaht(498_00)), href: "/checkout", hrefLabel: t.checkoutPage },
    });
    // The checkout page now starts with the code typed, and shows the total the chat quoted.
    const page = await loadCheckoutPage(db(), member, lines, now);
    expect(page?.summary.promotions.code).toBe(fifty);
    expect(page?.summary.amounts.total).toBe(498_00);
    // Replayed: refused.
    expect(await confirmChatAction(db(), { id: member, email: "member@example.test" }, proposal.token, now)).toMatchObject({ ok: false, status: 410 });

    // The order that takes the cart spends the chosen code.
    expect((await placeOrder(db(), member, checkoutForm(lines.map(({ productId, quantity }) => ({ productId, quantity }))))).ok).toBe(true);
    expect(await checkoutCodeOf(member)).toBeNull();
  });

  it("never proposes a code the member did not collect, and says so when a code gives nothing to the cart", async () => {
    const { member, thirty } = await memberWithCodes();
    const someoneElses = await insertPromotion(db(), { startsAt, code: `${uniqueCode("OTHER9")}DDD` });
    const stranger = await insertMember(db());
    await db().insert(collectedCodes).values({ userId: stranger, promotionId: someoneElses.id });

    // Only the member's own codes are offered to choose from; the one they named is none of them.
    const offered = await proposeCodeStep(db(), member, `ใช้โค้ด ${someoneElses.code}`, new Date());
    expect(offered?.kind).toBe("choose");
    expect(JSON.stringify(offered)).not.toContain(someoneElses.code);
    expect(await ask(member, `apply voucher ${someoneElses.code!.toLowerCase()} please`)).toContain(`โค้ด ${someoneElses.code} ไม่อยู่ในโค้ดที่คุณเก็บไว้`);
    // ฿30 off gives way to the ฿50 the member also holds (one shop code per order): told why, nothing to confirm.
    expect(await ask(member, t.useCodeMessage(thirty))).toContain(`โค้ด ${thirty} ยังใช้กับตะกร้านี้ไม่ได้`);
    expect(await proposeCodeStep(db(), member, t.useCodeMessage(thirty), new Date())).toBeNull();
    expect(await db().select().from(chatActionTokens).where(eq(chatActionTokens.userId, member))).toEqual([]);
  });

  it("re-judges the code on the yes: paused by staff meanwhile, it is refused and not applied", async () => {
    const { member, fifty } = await memberWithCodes();
    const proposal = confirmation(await proposeCodeStep(db(), member, `use my code ${fifty}`, new Date()));
    await db().update(promotions).set({ status: "paused" }).where(eq(promotions.code, fifty));
    expect(await confirmChatAction(db(), { id: member, email: "member@example.test" }, proposal.token, new Date())).toEqual({
      ok: false,
      status: 409,
      message: t.codeNotHeld(fifty),
    });
    expect(await checkoutCodeOf(member)).toBeNull();
  });

  it("asks a guest to sign in, for the message and for a confirmation alike", async () => {
    const post = (path: string, body: unknown) =>
      new Request(`${TEST_SHOP_URL}${path}`, {
        method: "POST",
        headers: requestHeaders("203.0.113.40", { "content-type": "application/json" }),
        body: JSON.stringify(body),
      });
    for (const response of [
      await answerChatMessageRequest(post("/api/chat", { message: "ใช้โค้ดส่วนลดที่เก็บไว้" })),
      await answerChatActionRequest(post("/api/chat/actions", { token: "x".repeat(43) })),
    ]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: { title: chatTexts.errorTitle, message: chatTexts.signedOut } });
    }
  });
});
