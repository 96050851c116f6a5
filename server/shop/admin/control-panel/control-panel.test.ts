import { mkdtemp, readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { controlPanelTexts as m } from "../../../../domain/admin/control-panel-texts";
import { parseLandingConfig } from "../../../../domain/catalog/landing";
import { adminAuditLog, contentBlocks, imageLibrary, products, siteConfig } from "../../../platform/db/schema";
import { provideTestDatabase } from "../../../platform/db/test-support/test-database";
import { insertAdmin } from "../../members/test-fixtures";
import { insertProduct } from "../../orders/test-fixtures";
import { loadSiteChrome } from "../../content/site-chrome";
import { loadLandingPage } from "../../content/landing-page";
import { createContentBlock, deleteContentBlock, listContentBlocks, updateContentBlock } from "./content-blocks";
import { deleteLibraryImage, listLibraryImages, updateLibraryImageAlt, uploadLibraryImage } from "./image-library";
import { listPanelProducts, savePanelProduct } from "./panel-products";
import { loadSiteSettings, saveSiteSetting } from "./site-settings";

const testDb = provideTestDatabase();

const configValue = async (key: string) =>
  (await testDb.db.select({ value: siteConfig.configValue }).from(siteConfig).where(eq(siteConfig.configKey, key)))[0]?.value;
const auditOf = (entityId: string) => testDb.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, entityId));

const png = (width = 320, height = 200) =>
  sharp({ create: { width, height, channels: 3, background: "#c21e56" } })
    .png()
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer));

describe("Profile: site_config saving rules (spec §5)", () => {
  it("saves the brand name the header and the landing page read, with 'settings saved' naming the key and its audit row", async () => {
    const admin = await insertAdmin(testDb.db);
    expect(await saveSiteSetting(testDb.db, admin, "brand_name", { key: "brand_name", value: "  Lip Lab  " })).toEqual({
      ok: true,
      message: m.settingsSaved("brand_name"),
    });
    expect(await configValue("brand_name")).toBe("Lip Lab");
    expect((await loadSiteChrome(testDb.db)).brandName).toBe("Lip Lab");
    expect((await loadLandingPage(testDb.db, "lip"))?.config.brandName).toBe("Lip Lab");
    expect((await auditOf("brand_name")).at(-1)).toMatchObject({ action: "site-config.update", after: { value: '"Lip Lab"' } });

    // Saved only if non-empty: refused with its message, the stored name stays.
    expect(await saveSiteSetting(testDb.db, admin, "brand_name", { value: "   " })).toMatchObject({
      ok: false,
      status: 400,
      field: "value",
    });
    expect(await saveSiteSetting(testDb.db, admin, "tagline", { value: "" })).toMatchObject({ ok: false, status: 400 });
    expect(await configValue("brand_name")).toBe("Lip Lab");

    // The same value again writes nothing.
    const rows = (await auditOf("brand_name")).length;
    expect(await saveSiteSetting(testDb.db, admin, "brand_name", { value: "Lip Lab" })).toEqual({ ok: true, message: m.notChanged });
    expect(await auditOf("brand_name")).toHaveLength(rows);
  });

  it("saves social links if any is given, keeping the ones left empty; refuses none and non-http addresses", async () => {
    const admin = await insertAdmin(testDb.db);
    await testDb.db.delete(siteConfig).where(eq(siteConfig.configKey, "social_links"));
    expect(await saveSiteSetting(testDb.db, admin, "social_links", { facebook: "", instagram: "", line: "" })).toMatchObject({
      ok: false,
      message: m.socialLinksEmpty,
    });
    await saveSiteSetting(testDb.db, admin, "social_links", {
      facebook: "https://facebook.com/liplab",
      instagram: "#",
      line: "https://line.me/R/ti/p/@liplab",
    });
    await saveSiteSetting(testDb.db, admin, "social_links", { instagram: "https://instagram.com/liplab" });
    expect(await configValue("social_links")).toEqual({
      facebook: "https://facebook.com/liplab",
      instagram: "https://instagram.com/liplab",
      line: "https://line.me/R/ti/p/@liplab",
    });
    expect(await saveSiteSetting(testDb.db, admin, "social_links", { facebook: "javascript:alert(1)" })).toMatchObject({
      ok: false,
      field: "facebook",
    });
  });

  it("saves product-line names only if one changed, whole-baht prices with the sale below the regular price, colours and CTA texts", async () => {
    const admin = await insertAdmin(testDb.db);
    await saveSiteSetting(testDb.db, admin, "products", { glossy_name: "Glossy Lip", velvet_name: "Velvet Lip" });
    const rows = (await auditOf("products")).length;
    expect(await saveSiteSetting(testDb.db, admin, "products", { glossy_name: "Glossy Lip", velvet_name: "Velvet Lip" })).toEqual({
      ok: true,
      message: m.notChanged,
    });
    expect(await auditOf("products")).toHaveLength(rows);

    expect(await saveSiteSetting(testDb.db, admin, "pricing", { regular_price: "249.50", sale_price: "199" })).toMatchObject({
      ok: false,
      field: "regular_price",
    });
    expect(await saveSiteSetting(testDb.db, admin, "pricing", { regular_price: "199", sale_price: "249", sale_active: "on" })).toMatchObject({
      ok: false,
      message: m.saleNotBelowRegular,
    });
    expect(await saveSiteSetting(testDb.db, admin, "pricing", { regular_price: "299", sale_price: "219", sale_active: "on" })).toMatchObject({ ok: true });
    expect(await configValue("pricing")).toEqual({ regular_price: 299, sale_price: 219, sale_active: true });

    await saveSiteSetting(testDb.db, admin, "velvet_colors", { value: "V01 | Rosy Nude | #c2185b\nV02 | Brick" });
    expect(await configValue("velvet_colors")).toEqual([
      { id: "V01", name: "Rosy Nude", hex: "#C2185B" },
      { id: "V02", name: "Brick" },
    ]);
    expect(await saveSiteSetting(testDb.db, admin, "glossy_colors", { value: "G01 | Peach\nG01 | Coral" })).toMatchObject({
      ok: false,
      message: m.colourIdTaken("G01"),
    });
    await saveSiteSetting(testDb.db, admin, "cta_buttons", { primary: "ช้อปเลย", sale: "รับราคาพิเศษ" });
    expect(await saveSiteSetting(testDb.db, admin, "color_scheme", { primary: "#e0457b", secondary: "pink", background: "#fff7f9" })).toMatchObject({
      ok: false,
      field: "secondary",
    });
    await saveSiteSetting(testDb.db, admin, "color_scheme", { primary: "#e0457b", secondary: "#f6b8c8", background: "#fff7f9" });

    // The landing page reads exactly these values.
    const landing = (await loadLandingPage(testDb.db, "lip"))!.config;
    expect(landing.prices).toMatchObject({ regular: 299_00, sale: 219_00, current: 219_00, saleActive: true });
    expect(landing.lines[0].colors.map((colour) => colour.name)).toEqual(["Rosy Nude", "Brick"]);
    expect(landing.cta.sale).toBe("รับราคาพิเศษ");
    expect(landing.colorScheme.background).toBe("#FFF7F9");
  });

  it("takes an image key only from the image library (or the one already stored)", async () => {
    const admin = await insertAdmin(testDb.db);
    const uploadsDir = await mkdtemp(path.join(tmpdir(), "library-"));
    expect(await saveSiteSetting(testDb.db, admin, "brand_logo", { url: "/media/library/general/not-there-320.webp", alt: "Logo" })).toMatchObject({
      ok: false,
      message: m.imageNotInLibrary,
    });
    expect(await saveSiteSetting(testDb.db, admin, "hero_banner", { url: "https://evil.example/x.png", alt: "" })).toMatchObject({
      ok: false,
      field: "url",
    });
    await uploadLibraryImage(testDb.db, uploadsDir, admin, {
      bytes: await png(),
      fileName: "logo.png",
      category: "general",
      altText: "logo.png",
    });
    const [image] = await listLibraryImages(testDb.db);
    expect(await saveSiteSetting(testDb.db, admin, "brand_logo", { url: image!.fileUrl, alt: "Lip Lab" })).toMatchObject({ ok: true });
    // Its alt text alone may change while the picture stays.
    expect(await saveSiteSetting(testDb.db, admin, "brand_logo", { url: image!.fileUrl, alt: "Lip Lab logo" })).toMatchObject({ ok: true });
    expect((await loadLandingPage(testDb.db, "lip"))?.config.logo).toEqual({ url: image!.fileUrl, alt: "Lip Lab logo" });
    expect((await loadSiteSettings(testDb.db)).find((row) => row.key === "brand_logo")?.value).toEqual({
      url: image!.fileUrl,
      alt: "Lip Lab logo",
    });
  });
});

describe("Products: names and whole-baht prices on the real products table", () => {
  it("updates the row /admin-products edits, with before/after prices in the audit log", async () => {
    const admin = await insertAdmin(testDb.db);
    const product = await insertProduct(testDb.db, { price: 249_00 });
    expect(await savePanelProduct(testDb.db, admin, product.id, { name: "Velvet Rose", nameThai: "เวลเวทโรส", price: 259 })).toEqual({
      ok: true,
      message: m.productSaved("Velvet Rose"),
    });
    const [row] = await testDb.db.select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({ name: "Velvet Rose", nameThai: "เวลเวทโรส", price: 259_00 });
    expect((await listPanelProducts(testDb.db)).find((listed) => listed.id === product.id)?.price).toBe(259_00);
    expect((await auditOf(product.id))[0]).toMatchObject({ action: "product.update", before: { price: 249_00 }, after: { price: 259_00 } });
    expect(await savePanelProduct(testDb.db, admin, "00000000-0000-4000-8000-000000000000", { name: "x", nameThai: "", price: 1 })).toMatchObject({
      ok: false,
      status: 404,
    });
  });
});

describe("Content Blocks", () => {
  it("adds (active, defaults text/home), edits and deletes, each with its audit row", async () => {
    const admin = await insertAdmin(testDb.db);
    const input = {
      title: "ยินดีต้อนรับ",
      content: "ลิปใหม่มาแล้ว",
      blockType: "text" as const,
      pageLocation: "home" as const,
      mediaUrl: null,
      sortOrder: 0,
      isActive: false,
    };
    expect(await createContentBlock(testDb.db, admin, input)).toEqual({ ok: true, message: m.contentBlockSaved });
    const block = (await listContentBlocks(testDb.db)).find((row) => row.title === "ยินดีต้อนรับ")!;
    expect(block).toMatchObject({ isActive: true, blockType: "text", pageLocation: "home" });
    await updateContentBlock(testDb.db, admin, block.id, { ...input, pageLocation: "promotions", isActive: false });
    expect((await testDb.db.select().from(contentBlocks).where(eq(contentBlocks.id, block.id)))[0]).toMatchObject({
      pageLocation: "promotions",
      isActive: false,
    });
    expect(await deleteContentBlock(testDb.db, admin, block.id)).toEqual({ ok: true, message: m.contentBlockDeleted });
    expect(await deleteContentBlock(testDb.db, admin, block.id)).toMatchObject({ ok: false, status: 404 });
    expect((await auditOf(block.id)).map((entry) => entry.action).sort()).toEqual(["content-block.create", "content-block.delete", "content-block.update"]);
  });
});

describe("Images Library", () => {
  it("stores an upload under its category, lists it newest first with its alt text, and deleting it removes every stored file", async () => {
    const admin = await insertAdmin(testDb.db);
    const uploadsDir = await mkdtemp(path.join(tmpdir(), "library-"));
    expect(
      await uploadLibraryImage(testDb.db, uploadsDir, admin, {
        bytes: await png(),
        fileName: "first.png",
        category: "velvet-product",
        altText: "first.png",
      }),
    ).toEqual({
      ok: true,
      message: m.imageUploaded,
    });
    await uploadLibraryImage(testDb.db, uploadsDir, admin, {
      bytes: await png(640, 400),
      fileName: "second.png",
      category: "velvet-product",
      altText: "second.png",
    });
    const mine = (await listLibraryImages(testDb.db)).filter((image) => image.fileUrl.startsWith("/media/library/velvet-product/"));
    expect(mine.map((image) => image.altText).slice(0, 2)).toEqual(["second.png", "first.png"]);
    const [second, first] = mine;
    expect(second!.fileUrl).toMatch(/^\/media\/library\/velvet-product\/\d{13}-[0-9a-f]{8}-640\.webp$/);

    expect(await updateLibraryImageAlt(testDb.db, admin, first!.id, "Velvet swatch")).toEqual({ ok: true, message: m.imageSaved });
    const folder = path.join(uploadsDir, "library", "velvet-product");
    const stemOf = (url: string) => path.basename(url).replace(/-\d+\.webp$/, "");
    const filesOf = async (url: string) => (await readdir(folder)).filter((file) => file.startsWith(`${stemOf(url)}-`));
    expect((await filesOf(first!.fileUrl)).length).toBeGreaterThanOrEqual(2);

    expect(await deleteLibraryImage(testDb.db, uploadsDir, admin, first!.id)).toEqual({ ok: true, message: m.imageDeleted });
    expect(await filesOf(first!.fileUrl)).toEqual([]);
    expect((await filesOf(second!.fileUrl)).length).toBeGreaterThanOrEqual(2);
    expect(await testDb.db.select().from(imageLibrary).where(eq(imageLibrary.id, first!.id))).toEqual([]);
    expect((await auditOf(first!.id)).map((entry) => entry.action).sort()).toEqual(["image-library.delete", "image-library.update", "image-library.upload"]);
  });

  it("refuses to delete a picture the landing page still shows, and keeps its files", async () => {
    const admin = await insertAdmin(testDb.db);
    const uploadsDir = await mkdtemp(path.join(tmpdir(), "library-"));
    await uploadLibraryImage(testDb.db, uploadsDir, admin, {
      bytes: await png(),
      fileName: "banner.png",
      category: "promotion-banner",
      altText: "banner.png",
    });
    const [image] = (await listLibraryImages(testDb.db)).filter((row) => row.fileName === "banner.png");
    await saveSiteSetting(testDb.db, admin, "hero_banner", { url: image!.fileUrl, alt: "Banner" });
    expect(await deleteLibraryImage(testDb.db, uploadsDir, admin, image!.id)).toEqual({
      ok: false,
      status: 409,
      message: m.imageInUse("hero_banner"),
    });
    expect((await readdir(path.join(uploadsDir, "library", "promotion-banner"))).length).toBeGreaterThan(0);
  });

  it("refuses a file that is no image by its content (HTML named .png, SVG with a script) and stores nothing", async () => {
    const admin = await insertAdmin(testDb.db);
    const uploadsDir = await mkdtemp(path.join(tmpdir(), "library-"));
    const before = (await listLibraryImages(testDb.db)).length;
    const html = new TextEncoder().encode("<!doctype html><html><script>alert(1)</script></html>");
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const bytes of [html, svg]) {
      expect(await uploadLibraryImage(testDb.db, uploadsDir, admin, { bytes, fileName: "photo.png", category: "general", altText: "photo.png" })).toEqual({
        ok: false,
        status: 400,
        message: m.imageTypeInvalid,
        field: "file",
      });
    }
    expect(await listLibraryImages(testDb.db)).toHaveLength(before);
    expect(await readdir(uploadsDir)).toEqual([]);
  });
});

describe("landing page colours", () => {
  it("falls back to the shop's colours when color_scheme is missing or malformed", () => {
    const config = parseLandingConfig({ color_scheme: { primary: "red" } }, { brandName: "B", tagline: "T" });
    expect(config.colorScheme).toEqual({ primary: "#E0457B", secondary: "#F6B8C8", background: "#FFF7F9" });
  });
});
