import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ChatStreamEvent } from "../../../domain/chat/chat";
import type { ShopAssistant } from "../assistant/assistant";
import { chatHandovers, chatMessages } from "../../platform/db/schema";
import { anonymiseMemberAccount } from "../account/anonymise-member";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { askForStaff, handoverOf } from "./chat-handover";
import { handoverTexts } from "../../../domain/chat/chat-handover-texts";
import { saveContactInfo } from "../admin/contact-info";
import { loadContactPage } from "../contact/contact-page";
import { insertAdmin, insertMember } from "../members/test-fixtures";
import { sendChatMessage } from "./send-chat-message";

// Issue 37: the assistant's signal offers a person; once one is asked for, the assistant steps aside.
const testDb = provideTestDatabase();

/** The shop's ShopAssistant interface, answering one line and saying it cannot help further. */
const cannotHelp: ShopAssistant = {
  kind: "built-in",
  async *reply(_message, _history, context) {
    context.offerHandover?.("cannot-help");
    yield "ขออภัยค่ะ เรื่องนี้ผู้ช่วยตอบไม่ได้";
  },
};
const mustNotAnswer: ShopAssistant = {
  kind: "built-in",
  // eslint-disable-next-line require-yield
  async *reply() {
    throw new Error("The assistant was asked while staff are behind the chat.");
  },
};

async function send(memberId: string, message: string, assistant: ShopAssistant) {
  const response = await sendChatMessage(
    {
      db: testDb.db,
      member: { id: memberId, firstName: null },
      assistant,
      clientAddress: "203.0.113.7",
      userAgent: "test",
      signal: new AbortController().signal,
    },
    { message },
  );
  return (await response.text())
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ChatStreamEvent);
}

describe("the chat's handover", () => {
  it("offers a person when the assistant signals it cannot help, or the shopper asks for one", async () => {
    const member = await insertMember(testDb.db);
    expect((await send(member, "ลิปติดแมสไหม", cannotHelp)).at(-1)).toMatchObject({ type: "done", offerHandover: true, proposal: null });
    const plain: ShopAssistant = {
      kind: "built-in",
      reply: async function* () {
        yield "สวัสดีค่ะ";
      },
    };
    expect((await send(member, "สวัสดีค่ะ", plain)).at(-1)).toMatchObject({ type: "done", offerHandover: false });
    expect((await send(member, "ขอคุยกับเจ้าหน้าที่หน่อยค่ะ", plain)).at(-1)).toMatchObject({ type: "done", offerHandover: true });
  });

  it("keeps the member's messages for staff alone while a person is behind the chat", async () => {
    const member = await insertMember(testDb.db);
    await askForStaff(testDb.db, { id: member, firstName: null }, new Date());
    const events = await send(member, "รอเจ้าหน้าที่อยู่นะคะ", mustNotAnswer);
    expect(events).toEqual([{ type: "forwarded", userMessage: expect.objectContaining({ role: "user", text: "รอเจ้าหน้าที่อยู่นะคะ" }) }]);
    const stored = await testDb.db.select({ role: chatMessages.role }).from(chatMessages).where(eq(chatMessages.userId, member));
    // The chat's own line about the handover, then the member's message; no assistant reply to it.
    expect(stored.map((row) => row.role).sort()).toEqual(["assistant", "user"]);

    // A member who leaves takes the conversation with them: nothing stays in the staff's inbox.
    await testDb.db.transaction((tx) => anonymiseMemberAccount(tx, member, new Date()));
    expect(await testDb.db.select().from(chatHandovers).where(eq(chatHandovers.userId, member))).toEqual([]);
  });

  it("tells when staff will answer from the hours staff keep on /admin/contact, the text /contact shows", async () => {
    const admin = await insertAdmin(testDb.db);
    const contact = { email: "shop@example.test", phone: "02-000-0000", address: "กรุงเทพฯ" };
    // A Sunday evening in Bangkok.
    const sunday = new Date("2026-12-13T20:00:00+07:00");
    await saveContactInfo(testDb.db, admin, { ...contact, workingHours: "จันทร์ - ศุกร์ 09:00 - 18:00 น. (หยุดเสาร์-อาทิตย์และวันหยุดนักขัตฤกษ์)" });
    const member = await insertMember(testDb.db);
    const asked = await askForStaff(testDb.db, { id: member, firstName: null }, sunday);
    expect(asked.said.message).toBe(handoverTexts.askedOutsideHours("พรุ่งนี้ เวลา 09:00 น. (หากไม่ตรงกับวันหยุดนักขัตฤกษ์)"));

    // Staff change the hours: /contact and the chat both follow the one text.
    await saveContactInfo(testDb.db, admin, { ...contact, workingHours: "ทุกวัน 10:00–20:00" });
    expect((await loadContactPage(testDb.db)).contactInfo?.workingHours).toBe("ทุกวัน 10:00–20:00");
    expect((await handoverOf(testDb.db, member, new Date("2026-12-13T19:00:00+07:00"))).answerBy).toBeNull();
    expect((await handoverOf(testDb.db, member, new Date("2026-12-13T21:00:00+07:00"))).answerBy).toBe("พรุ่งนี้ เวลา 10:00 น.");

    // Words the chat cannot read as hours are named as written, and no time is promised.
    await saveContactInfo(testDb.db, admin, { ...contact, workingHours: "ตอบไวทุกวันค่ะ" });
    const again = await askForStaff(testDb.db, { id: await insertMember(testDb.db), firstName: null }, sunday);
    expect(again.said.message).toBe(handoverTexts.askedWithinHours("ตอบไวทุกวันค่ะ"));
    expect(again.handover.answerBy).toBeNull();
  });
});
