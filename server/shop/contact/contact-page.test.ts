import { describe, expect, it } from "vitest";
import { listActiveFaqs } from "../content/faqs";
import { contactInfo, faqs } from "../../platform/db/schema";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { loadContactPage } from "./contact-page";

const testDb = provideTestDatabase();

describe("loadContactPage", () => {
  it("has no contact info before one is saved", async () => {
    expect((await loadContactPage(testDb.db)).contactInfo).toBeNull();
  });

  it("returns the contact row and the first four active FAQs in sort order", async () => {
    await testDb.db.insert(contactInfo).values({ email: "shop@glossy.test", phone: "02-000-0000", address: "กรุงเทพฯ", workingHours: "ทุกวัน 9:00-18:00" });
    await testDb.db.insert(faqs).values([
      { question: "q5", answer: "a5", sortOrder: 5 },
      { question: "hidden", answer: "x", sortOrder: 0, isActive: false },
      { question: "q1", answer: "a1", sortOrder: 1 },
      { question: "q3", answer: "a3", sortOrder: 3 },
      { question: "q2", answer: "a2", sortOrder: 2 },
      { question: "q4", answer: "a4", sortOrder: 4 },
    ]);
    const page = await loadContactPage(testDb.db);
    expect(page.contactInfo).toEqual({
      email: "shop@glossy.test",
      phone: "02-000-0000",
      address: "กรุงเทพฯ",
      workingHours: "ทุกวัน 9:00-18:00",
    });
    expect(page.faqs.map((faq) => faq.question)).toEqual(["q1", "q2", "q3", "q4"]);
    // The FAQ page shows every active one.
    expect((await listActiveFaqs(testDb.db)).map((faq) => faq.question)).toEqual(["q1", "q2", "q3", "q4", "q5"]);
  });
});
