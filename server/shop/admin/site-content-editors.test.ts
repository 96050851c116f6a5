import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminSocialLinkTexts } from "../../../domain/admin/admin-social-link-texts";
import { loadContactInfo } from "../content/contact-info";
import { listActiveFaqs } from "../content/faqs";
import { listActiveReviews } from "../content/reviews";
import { loadSiteChrome } from "../content/site-chrome";
import { adminAuditLog, faqs, reviews, socialLinks } from "../../platform/db/schema";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { insertAdmin } from "../members/test-fixtures";
import { switchActive } from "./active-switch";
import { saveContactInfo } from "./contact-info";
import { createFaq, deleteFaq, listFaqs, updateFaq } from "./faqs";
import { createReview, deleteReview, listReviews, updateReview } from "./reviews";
import { discardSocialLogo, storeSocialLogo } from "./social-logo";
import { listSocialLinkCards, setSocialLinkLogo, updateSocialLinkUrl } from "./social-links";

/**
 * The site-content text editors (/admin/social-links, /admin/reviews, /admin/contact,
 * /admin/faq): each write is what the storefront's own reads (server/shop/content) then show,
 * is audited in its transaction, and tells the page caches (NOTIFY) that its table changed.
 */

const testDb = provideTestDatabase();
let uploadsDir: string;
let listener: pg.Client;
const notified: string[] = [];

beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(tmpdir(), "shop-social-logos-"));
  listener = new pg.Client({ connectionString: testDb.connectionString });
  await listener.connect();
  listener.on("notification", (message) => notified.push(message.payload ?? ""));
  await listener.query("listen shop_content_changed");
});

afterAll(async () => {
  await listener?.end();
  await rm(uploadsDir, { recursive: true, force: true });
});

const auditOf = (entityId: string) => testDb.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, entityId));

async function notifiedOf(table: string) {
  const deadline = Date.now() + 5000;
  while (!notified.includes(table)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  notified.length = 0;
  return true;
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#C21E56" } })
    .png()
    .toBuffer();

describe("social links", () => {
  it("shows a card per platform before any row exists, and the first save creates the row the footer reads", async () => {
    const admin = await insertAdmin(testDb.db);
    expect((await listSocialLinkCards(testDb.db)).map((card) => card.platform)).toEqual(["facebook", "line", "instagram", "tiktok", "shopee"]);
    expect((await listSocialLinkCards(testDb.db))[0]).toEqual({ id: null, platform: "facebook", url: "#", logoUrl: null, isActive: true });

    await updateSocialLinkUrl(testDb.db, admin, "line", { url: "https://line.me/R/ti/p/@glossy" });
    expect(await notifiedOf("social_links")).toBe(true);
    expect((await loadSiteChrome(testDb.db)).socialLinks).toEqual([{ platform: "line", url: "https://line.me/R/ti/p/@glossy", logoUrl: null }]);
    const line = (await listSocialLinkCards(testDb.db)).find((card) => card.platform === "line")!;
    expect(line).toMatchObject({ id: expect.any(String), url: "https://line.me/R/ti/p/@glossy", isActive: true });
    // The storefront's order: rows by their sort order first, platforms without a row after them.
    expect((await listSocialLinkCards(testDb.db)).map((card) => card.platform)).toEqual(["line", "facebook", "instagram", "tiktok", "shopee"]);

    // The card's switch is the kit's (switchActive on social_links): the footer drops the link.
    expect(await switchActive(testDb.db, admin, { entity: "social-link", table: socialLinks, id: line.id! }, false)).toEqual({ ok: true });
    expect((await loadSiteChrome(testDb.db)).socialLinks).toEqual([]);
    // Saving the URL afterwards keeps it switched off.
    await updateSocialLinkUrl(testDb.db, admin, "line", { url: "#" });
    expect((await listSocialLinkCards(testDb.db)).find((card) => card.platform === "line")).toMatchObject({ url: "#", isActive: false });

    const entries = await auditOf(line.id!);
    expect(entries.map((entry) => entry.action)).toEqual(["social-link.update", "social-link.switch", "social-link.update"]);
    expect(entries[0]).toMatchObject({
      before: { platform: "line", url: "#" },
      after: { platform: "line", url: "https://line.me/R/ti/p/@glossy" },
    });
  });

  it("leaves a switched-on platform with no address yet ('#') out of the footer (issue 40)", async () => {
    const admin = await insertAdmin(testDb.db);
    await updateSocialLinkUrl(testDb.db, admin, "tiktok", { url: "https://www.tiktok.com/@glossy" });
    await updateSocialLinkUrl(testDb.db, admin, "shopee", { url: "#" });
    const chrome = (await loadSiteChrome(testDb.db)).socialLinks;
    expect(chrome.map((link) => link.platform)).toContain("tiktok");
    expect(chrome.map((link) => link.platform)).not.toContain("shopee");
    expect(chrome.every((link) => link.url !== "#")).toBe(true);
  });

  it("stores an uploaded logo re-encoded, shows it in the footer, and removes the replaced logo's files", async () => {
    const admin = await insertAdmin(testDb.db);
    await updateSocialLinkUrl(testDb.db, admin, "instagram", { url: "https://instagram.com/glossy" });
    const first = await storeSocialLogo(new Uint8Array(await png(300, 300)), uploadsDir);
    if (!first.ok) throw new Error(first.message);
    expect(first.value.url).toMatch(/^\/media\/social-logos\/[0-9a-f-]{36}-256\.webp$/);
    expect(await setSocialLinkLogo(testDb.db, admin, "instagram", first.value.url)).toEqual({ previousLogoUrl: null });
    expect((await loadSiteChrome(testDb.db)).socialLinks.find((link) => link.platform === "instagram")?.logoUrl).toBe(first.value.url);

    const second = await storeSocialLogo(new Uint8Array(await png(64, 64)), uploadsDir);
    if (!second.ok) throw new Error(second.message);
    const { previousLogoUrl } = await setSocialLinkLogo(testDb.db, admin, "instagram", second.value.url);
    expect(previousLogoUrl).toBe(first.value.url);
    await discardSocialLogo(uploadsDir, previousLogoUrl!);
    const files = await readdir(path.join(uploadsDir, "social-logos"));
    const stem = (url: string) => /([0-9a-f-]{36})/.exec(url)![1]!;
    expect(files.some((file) => file.startsWith(stem(first.value.url)))).toBe(false);
    expect(files.some((file) => file.startsWith(stem(second.value.url)))).toBe(true);
  });

  it("refuses an HTML file named .png, an SVG with a script, an empty file and a huge one, storing nothing", async () => {
    const before = await readdir(path.join(uploadsDir, "social-logos")).catch(() => []);
    const m = adminSocialLinkTexts;
    const html = new TextEncoder().encode("<!doctype html><html><script>alert(1)</script></html>");
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(await storeSocialLogo(html, uploadsDir)).toMatchObject({ ok: false, status: 400, message: m.logoInvalid, field: "logo" });
    expect(await storeSocialLogo(svg, uploadsDir)).toMatchObject({ ok: false, message: m.logoInvalid, field: "logo" });
    expect(await storeSocialLogo(new Uint8Array(), uploadsDir)).toMatchObject({ ok: false, message: m.selectImage, field: "logo" });
    const huge = new Uint8Array(3 * 1024 * 1024);
    huge.set(await png(10, 10));
    expect(await storeSocialLogo(huge, uploadsDir)).toMatchObject({ ok: false, message: m.logoTooLarge(2), field: "logo" });
    expect(await readdir(path.join(uploadsDir, "social-logos")).catch(() => [])).toEqual(before);
  });
});

describe("reviews", () => {
  it("adds, edits one field at a time, hides and deletes, as /reviews shows it", async () => {
    const admin = await insertAdmin(testDb.db);
    const { id } = await createReview(testDb.db, admin, {
      reviewerName: "คุณมุก",
      text: "สีสวยมาก",
      rating: 5,
      productName: "",
      sortOrder: 2,
      isActive: true,
    });
    expect(await notifiedOf("reviews")).toBe(true);
    expect(await listActiveReviews(testDb.db)).toEqual([expect.objectContaining({ id, reviewerName: "คุณมุก", rating: 5, productName: "ลิปสติก" })]);

    expect(await updateReview(testDb.db, admin, id, { text: "ติดทนทั้งวัน" })).toEqual({ ok: true });
    expect(await updateReview(testDb.db, admin, id, { rating: 4 })).toEqual({ ok: true });
    // Leaving a field without changing it writes nothing (and audits nothing).
    expect(await updateReview(testDb.db, admin, id, { rating: 4 })).toEqual({ ok: true });
    expect((await listActiveReviews(testDb.db))[0]).toMatchObject({ text: "ติดทนทั้งวัน", rating: 4 });
    expect((await listReviews(testDb.db, { q: "", page: 1 })).rows[0]).toMatchObject({
      id,
      text: "ติดทนทั้งวัน",
      rating: 4,
      sortOrder: 2,
      isActive: true,
    });

    expect(await switchActive(testDb.db, admin, { entity: "review", table: reviews, id }, false)).toEqual({ ok: true });
    expect(await listActiveReviews(testDb.db)).toEqual([]);
    expect((await listReviews(testDb.db, { q: "", page: 1 })).rows[0]?.isActive).toBe(false);

    expect(await deleteReview(testDb.db, admin, id)).toEqual({ ok: true });
    expect(await deleteReview(testDb.db, admin, id)).toMatchObject({ ok: false, status: 404 });
    expect(await updateReview(testDb.db, admin, id, { text: "x" })).toMatchObject({ ok: false, status: 404 });

    const entries = await auditOf(id);
    expect(entries.map((entry) => entry.action)).toEqual(["review.create", "review.update", "review.update", "review.switch", "review.delete"]);
    expect(entries[2]).toMatchObject({ before: { rating: 5 }, after: { rating: 4 } });
  });

  it("lists them in the storefront's order, hidden ones included", async () => {
    const admin = await insertAdmin(testDb.db);
    await createReview(testDb.db, admin, { reviewerName: "B", text: "b", rating: 5, productName: "", sortOrder: 20, isActive: false });
    await createReview(testDb.db, admin, { reviewerName: "A", text: "a", rating: 3, productName: "Velvet", sortOrder: 10, isActive: true });
    expect((await listReviews(testDb.db, { q: "", page: 1 })).rows.map((row) => row.reviewerName)).toEqual(["A", "B"]);
    expect((await listActiveReviews(testDb.db)).map((row) => row.reviewerName)).toEqual(["A"]);
  });
});

describe("contact info", () => {
  it("creates the single row on the first save and replaces it afterwards, as /contact reads it", async () => {
    const admin = await insertAdmin(testDb.db);
    expect(await loadContactInfo(testDb.db)).toBeNull();
    const first = { email: "shop@example.com", phone: "02-123-4567", address: "กรุงเทพฯ", workingHours: "จันทร์–ศุกร์ 9:00–18:00" };
    await saveContactInfo(testDb.db, admin, first);
    expect(await notifiedOf("contact_info")).toBe(true);
    expect(await loadContactInfo(testDb.db)).toEqual(first);
    await saveContactInfo(testDb.db, admin, { ...first, phone: "089-999-9999" });
    expect(await loadContactInfo(testDb.db)).toEqual({ ...first, phone: "089-999-9999" });
    const entries = await auditOf("contact-info");
    expect(entries.map((entry) => entry.action)).toEqual(["contact-info.update", "contact-info.update"]);
    expect(entries[1]).toMatchObject({ before: { phone: "02-123-4567" }, after: { phone: "089-999-9999" } });
  });
});

describe("FAQs", () => {
  it("adds, edits, switches off and deletes, as /faq and /contact read them", async () => {
    const admin = await insertAdmin(testDb.db);
    const { id } = await createFaq(testDb.db, admin, { question: "ส่งกี่วัน?", answer: "2-3 วันทำการ", sortOrder: 1, isActive: true });
    const other = await createFaq(testDb.db, admin, { question: "คืนสินค้าได้ไหม?", answer: "ภายใน 7 วัน", sortOrder: 0, isActive: true });
    expect(await notifiedOf("faqs")).toBe(true);
    expect((await listActiveFaqs(testDb.db)).map((faq) => faq.id)).toEqual([other.id, id]);

    expect(await updateFaq(testDb.db, admin, id, { question: "จัดส่งกี่วัน?", answer: "2-3 วันทำการ", sortOrder: 0, isActive: true })).toEqual({
      ok: true,
    });
    expect((await listActiveFaqs(testDb.db)).find((faq) => faq.id === id)?.question).toBe("จัดส่งกี่วัน?");

    expect(await switchActive(testDb.db, admin, { entity: "faq", table: faqs, id }, false)).toEqual({ ok: true });
    expect(await notifiedOf("faqs")).toBe(true);
    expect((await listActiveFaqs(testDb.db)).map((faq) => faq.id)).toEqual([other.id]);
    expect((await listFaqs(testDb.db, { q: "", page: 1 })).rows.map((faq) => [faq.id, faq.isActive])).toEqual(
      expect.arrayContaining([
        [id, false],
        [other.id, true],
      ]),
    );

    expect(await deleteFaq(testDb.db, admin, id)).toEqual({ ok: true });
    expect(await deleteFaq(testDb.db, admin, id)).toMatchObject({ ok: false, status: 404 });
    expect(await updateFaq(testDb.db, admin, id, { question: "x", answer: "y", sortOrder: 0, isActive: true })).toMatchObject({
      ok: false,
      status: 404,
    });
    const entries = await auditOf(id);
    expect(entries.map((entry) => entry.action)).toEqual(["faq.create", "faq.update", "faq.switch", "faq.delete"]);
    expect(entries[1]).toMatchObject({
      before: { question: "ส่งกี่วัน?", sortOrder: 1 },
      after: { question: "จัดส่งกี่วัน?", sortOrder: 0, answerChanged: false },
    });
  });
});
