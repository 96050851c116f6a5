import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ChatRefusal, ChatStreamEvent } from "../../../domain/chat/chat";
import { CHAT_HISTORY_LIMIT, CHAT_RATE_LIMIT } from "../../../domain/chat/chat-limits";
import { chatTexts } from "../../../domain/chat/chat-texts";
import type { ShopAssistant } from "../assistant/assistant";
import { createBuiltInAssistant } from "../assistant/built-in/built-in-assistant";
import { chatMessages, securityLog } from "../../platform/db/schema";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { insertMember } from "../members/test-fixtures";
import { insertProduct } from "../orders/test-fixtures";
import { loadChatHistory } from "./chat-history";
import { sendChatMessage } from "./send-chat-message";

const testDb = provideTestDatabase();

// Test doubles of the shop's own ShopAssistant interface (the real built-in one is used below).
const scripted = (...chunks: string[]): ShopAssistant => ({
  kind: "built-in",
  async *reply() {
    for (const chunk of chunks) yield chunk;
  },
});
const failingMidway: ShopAssistant = {
  kind: "llm",
  async *reply() {
    yield "กำลังค้นหา";
    throw new Error("provider went away");
  },
};

async function send(memberId: string, message: unknown, assistant: ShopAssistant = scripted("สวัสดีค่ะ")) {
  const response = await sendChatMessage(
    {
      db: testDb.db,
      member: { id: memberId, firstName: null },
      assistant,
      clientAddress: "203.0.113.9",
      userAgent: "test",
      signal: new AbortController().signal,
    },
    { message },
  );
  if (response.headers.get("content-type")?.startsWith("application/json")) return { response, refusal: (await response.json()) as ChatRefusal, events: [] };
  const events = (await response.text())
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ChatStreamEvent);
  return { response, refusal: null, events };
}

const storedFor = (memberId: string) => testDb.db.select().from(chatMessages).where(eq(chatMessages.userId, memberId));

describe("sendChatMessage", () => {
  it("streams the reply's chunks, then the products it names, then both stored messages", async () => {
    const member = await insertMember(testDb.db);
    const lip = await insertProduct(testDb.db, { nameThai: `ลิปแดงทดสอบ ${member.slice(0, 6)}`, price: 299_00 });
    const { response, events } = await send(member, "  มีลิปแดงไหม  ", scripted("มีค่ะ: ", `${lip.nameThai} ราคา ฿299`));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/x-ndjson; charset=utf-8");
    expect(events.map((event) => event.type)).toEqual(["text", "text", "products", "done"]);
    const products = events.find((event) => event.type === "products");
    expect(products).toMatchObject({ products: [{ productId: lip.id, nameThai: lip.nameThai, priceSatang: 299_00, inStock: true }] });
    const done = events.at(-1);
    expect(done).toMatchObject({
      type: "done",
      userMessage: { role: "user", text: "มีลิปแดงไหม" },
      reply: { role: "assistant", text: `มีค่ะ: ${lip.nameThai} ราคา ฿299` },
    });
    const history = await loadChatHistory(testDb.db, member);
    expect(history.map((message) => [message.role, message.text])).toEqual([
      ["user", "มีลิปแดงไหม"],
      ["assistant", `มีค่ะ: ${lip.nameThai} ราคา ฿299`],
    ]);
    expect(history[1]!.products.map((product) => product.productId)).toEqual([lip.id]);
  });

  it("refuses an empty or over-long message with the spec's texts, and stores nothing", async () => {
    const member = await insertMember(testDb.db);
    for (const [message, title, text] of [
      ["", chatTexts.errorTitle, chatTexts.empty],
      ["   \n ", chatTexts.errorTitle, chatTexts.empty],
      [42, chatTexts.errorTitle, chatTexts.empty],
      ["ก".repeat(1001), chatTexts.tooLongTitle, chatTexts.tooLong],
    ] as const) {
      const { response, refusal } = await send(member, message);
      expect(response.status).toBe(400);
      expect(refusal).toEqual({ error: { title, message: text } });
    }
    // 1,000 Thai characters (code points, as the shopper counts them) are allowed.
    expect((await send(member, "ก".repeat(1000))).response.status).toBe(200);
    expect(await storedFor(member)).toHaveLength(2);
  });

  it("limits each member to 20 messages a minute with a Thai message, counting the refused one nowhere", async () => {
    const member = await insertMember(testDb.db);
    for (let sent = 0; sent < CHAT_RATE_LIMIT.maxAttempts; sent++) expect((await send(member, `ข้อความ ${sent}`)).response.status).toBe(200);
    const { response, refusal } = await send(member, "อีกข้อความ");
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refusal?.error.message).toMatch(/^คุณส่งข้อความบ่อยเกินไป กรุณารอ \d+ วินาที/);
    expect(await storedFor(member)).toHaveLength(CHAT_RATE_LIMIT.maxAttempts * 2);
    // Another member is not held back by the first one's limit.
    expect((await send(await insertMember(testDb.db), "สวัสดี")).response.status).toBe(200);
  });

  it("records chat_message_sent with the message's length, never its text", async () => {
    const member = await insertMember(testDb.db);
    await send(member, "ลิปสีนู้ด");
    const [event] = await testDb.db
      .select()
      .from(securityLog)
      .where(and(eq(securityLog.userId, member), eq(securityLog.event, "chat_message_sent")));
    expect(event?.details).toEqual({ messageLength: 9 });
    expect(JSON.stringify(event)).not.toContain("ลิปสีนู้ด");
  });

  it("ends with the send-failure error when the assistant fails midway, keeping neither message", async () => {
    const member = await insertMember(testDb.db);
    const { events } = await send(member, "มีโปรไหม", failingMidway);
    expect(events.at(-1)).toEqual({ type: "error", title: chatTexts.errorTitle, message: chatTexts.sendFailed });
    expect(await storedFor(member)).toEqual([]);
  });

  it("answers an empty reply with 'ไม่ได้รับการตอบกลับจากบอท', keeping neither message", async () => {
    const member = await insertMember(testDb.db);
    const { events } = await send(member, "สวัสดี", scripted("", "  "));
    expect(events.at(-1)).toEqual({ type: "error", title: chatTexts.errorTitle, message: chatTexts.noReply });
    expect(events.map((event) => event.type)).not.toContain("done");
    expect(await storedFor(member)).toEqual([]);
  });

  it("keeps control characters out of the reply, which stays text", async () => {
    const member = await insertMember(testDb.db);
    const { events } = await send(member, "ทดสอบ", scripted("<img src=x onerror=alert(1)>\u0007 ok"));
    expect(events.at(-1)).toMatchObject({ reply: { text: "<img src=x onerror=alert(1)> ok" } });
  });
});

describe("the chat history", () => {
  it("is the member's newest 20 messages, oldest first, and nobody else's", async () => {
    const member = await insertMember(testDb.db);
    const other = await insertMember(testDb.db);
    const base = Date.now() - 60 * 60_000;
    await testDb.db.insert(chatMessages).values(
      Array.from({ length: 25 }, (_, index) => ({
        userId: member,
        role: index % 2 ? "assistant" : "user",
        message: `ข้อความที่ ${index}`,
        createdAt: new Date(base + index * 1000),
      })),
    );
    await testDb.db.insert(chatMessages).values({ userId: other, role: "user", message: "ความลับของคนอื่น" });
    const history = await loadChatHistory(testDb.db, member);
    expect(history).toHaveLength(CHAT_HISTORY_LIMIT);
    expect(history[0]!.text).toBe("ข้อความที่ 5");
    expect(history.at(-1)!.text).toBe("ข้อความที่ 24");
    expect(history.map((message) => message.text)).not.toContain("ความลับของคนอื่น");
  });

  it("gives the assistant the earlier messages, so a follow-up question keeps its subject", async () => {
    const member = await insertMember(testDb.db);
    const lip = await insertProduct(testDb.db, { nameThai: `ลิปสีแดงติดทน ${member.slice(0, 6)}`, price: 315_00 });
    await send(member, "มีลิปสีแดงไหม", createBuiltInAssistant());
    const { events } = await send(member, "ราคาเท่าไหร่", createBuiltInAssistant());
    const reply = events.find((event) => event.type === "done");
    expect(reply).toMatchObject({ reply: { text: expect.stringContaining(`${lip.nameThai} — ราคา ฿315`) } });
  });
});
