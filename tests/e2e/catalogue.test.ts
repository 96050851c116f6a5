import sharp from "sharp";
import { describe, expect, inject, it } from "vitest";
import { adminProductTexts } from "../../domain/admin/admin-product-texts";
import { adminStockTexts } from "../../domain/admin/admin-stock-texts";
import { productTexts } from "../../domain/catalog/product-texts";
import { signInAsAdmin } from "./support/accounts";
import { addCategory, fillProductDialog, newSatinLip, onlyRowNaming, openFromDashboard, searchAdminList } from "./support/admin-steps";
import { provideBrowser, waitForHydrationOnGoto } from "./support/browser";
import { adminScreenTexts } from "../../domain/admin/admin-screen-texts";
import { STOCK_MOVEMENT_LABELS } from "../../domain/stock/stock-movements";

const browser = provideBrowser();
const p = adminProductTexts;
const s = adminStockTexts;

/** Whether an <img> has arrived and decoded: what a person sees as a picture rather than a gap. */
const isShown = (image: HTMLImageElement) => image.complete && image.naturalWidth > 0;

describe("the catalogue", () => {
  it("an admin adds a category and a product in it with an uploaded photo and two shades; guests see it at once; its stock is set with a reason, shown in its history and on the product page", async () => {
    const { page } = browser;
    const { tag, category, name, nameThai, shades } = newSatinLip();
    const reason = `ตรวจนับแล้ว ของชำรุดทั้งล็อต ${tag}`;
    // A real photo, as a phone would save it: a PNG with a gradient, made here.
    const photo = await sharp({ create: { width: 900, height: 900, channels: 3, background: "#b03060" } })
      .composite([{ input: Buffer.from('<svg width="900" height="450"><rect width="900" height="450" fill="#f4c2c2"/></svg>'), top: 0, left: 0 }])
      .png()
      .toBuffer();

    // A guest is already browsing the lipsticks (so the list sits in the shop's page cache).
    const guest = await browser.person();
    await guest.page.goto("/products");
    const card = guest.page.getByRole("link", { name: new RegExp(nameThai) });
    expect(await card.count()).toBe(0);

    await signInAsAdmin(page);
    await openFromDashboard(page, "/admin-categories");
    await addCategory(page, category);

    await openFromDashboard(page, "/admin-products");
    await page.getByRole("link", { name: p.add }).click();
    const dialog = await fillProductDialog(page, {
      name,
      nameThai,
      price: "289.505",
      initialStock: "15",
      category,
      line: "velvet",
      shades,
    });
    await dialog.getByRole("button", { name: adminScreenTexts.save }).click();
    // Three decimals: refused next to the price, everything typed kept.
    await expect.poll(() => dialog.getByRole("alert").textContent()).toBe(p.priceInvalid);
    expect(await dialog.getByLabel(p.shadeName(2)).inputValue()).toBe("Mocha Satin");
    await dialog.getByLabel(p.priceField).fill("289.50");
    await dialog.getByLabel(p.uploadImage).setInputFiles({ name: "satin.png", mimeType: "image/png", buffer: photo });
    await dialog.getByRole("button", { name: adminScreenTexts.save }).click();
    // The photo is re-encoded (WebP and AVIF at each width) before the answer comes.
    await page.getByText(p.created).waitFor({ timeout: 20_000 });

    await searchAdminList(page, p.searchPlaceholder, category);
    const productRow = await onlyRowNaming(page, name);
    expect(await productRow.textContent()).toContain("฿289.50");
    expect(await productRow.textContent()).toContain(category);
    await page.getByText(p.showing(1, 1, 1)).waitFor();
    // The upload became the shop's own WebP ladder (the thumbnail is decorative: alt="").
    expect(await productRow.locator("img").getAttribute("src")).toMatch(/^\/media\/products\/[0-9a-f-]{36}-160\.webp$/);
    await expect.poll(() => productRow.locator("img").evaluate(isShown)).toBe(true);

    // The guest's next look at the list has it, in stock, and its page shows the photo and both shades.
    await guest.page.goto("/products");
    await expect.poll(() => card.textContent()).toContain("฿289.50");
    expect(await card.textContent()).toContain(productTexts.inStock);
    await expect.poll(() => card.getByRole("img", { name: nameThai }).evaluate(isShown)).toBe(true);
    await card.click();
    await guest.page.waitForURL((url) => url.pathname.startsWith("/products/satin-kiss-"));
    const productPath = new URL(guest.page.url()).pathname;
    await guest.page.getByRole("heading", { name: nameThai }).waitFor();
    await expect.poll(() => guest.page.getByRole("img", { name: nameThai }).evaluate(isShown)).toBe(true);
    expect(await guest.page.getByRole("radio").count()).toBe(2);
    for (const shade of shades) expect(await guest.page.getByRole("radio", { name: shade.nameThai }).count()).toBe(1);
    expect(await guest.page.getByText(productTexts.inStock, { exact: true }).first().isVisible()).toBe(true);
    expect(await guest.page.getByRole("button", { name: productTexts.addToCart }).isEnabled()).toBe(true);

    // The admin counts the shelf, shade by shade (decision 114): the opening 15 were split 8 and 7; none is left of either, with the reason.
    await openFromDashboard(page, "/admin-stocks");
    await searchAdminList(page, s.searchPlaceholder, name.toLowerCase());
    const [first, second] = shades.map((shade) => `${name} — ${shade.nameThai}`) as [string, string];
    const firstRow = await onlyRowNaming(page, shades[0]!.nameThai);
    const secondRow = await onlyRowNaming(page, shades[1]!.nameThai);
    expect(await firstRow.getByRole("cell").nth(2).textContent()).toBe("8");
    expect(await secondRow.getByRole("cell").nth(2).textContent()).toBe("7");
    await firstRow.getByRole("link", { name: `${s.updateStock}: ${first}` }).click();
    const stockDialog = page.getByRole("dialog");
    await expect.poll(() => stockDialog.textContent()).toContain(`${s.currentQuantity}: 8`);
    await stockDialog.getByLabel(s.newQuantity).fill("-1");
    await stockDialog.getByRole("button", { name: adminScreenTexts.save }).click();
    await expect.poll(() => stockDialog.getByRole("alert").textContent()).toBe(s.quantityInvalid);
    await stockDialog.getByLabel(s.newQuantity).fill("0");
    await stockDialog.getByLabel(s.reason).fill(reason);
    await stockDialog.getByRole("button", { name: adminScreenTexts.save }).click();
    await page.getByText(s.updated).waitFor();
    await expect.poll(() => stockDialog.count()).toBe(0);
    expect(new URL(page.url()).searchParams.get("q")).toBe(name.toLowerCase());
    await expect.poll(() => firstRow.getByRole("cell").nth(2).textContent()).toBe("0");

    // One shade out, the other still there: the guest sees the first crossed out, the lipstick still for sale.
    await guest.page.goto(productPath);
    await expect.poll(() => guest.page.getByRole("radio", { name: `${shades[0]!.nameThai} (${productTexts.shadeSoldOut})` }).count()).toBe(1);
    expect(await guest.page.getByRole("button", { name: productTexts.addToCart }).isEnabled()).toBe(true);

    await secondRow.getByRole("link", { name: `${s.updateStock}: ${second}` }).click();
    await expect.poll(() => stockDialog.textContent()).toContain(`${s.currentQuantity}: 7`);
    await stockDialog.getByLabel(s.newQuantity).fill("0");
    await stockDialog.getByLabel(s.reason).fill(reason);
    await stockDialog.getByRole("button", { name: adminScreenTexts.save }).click();
    await expect.poll(() => secondRow.getByRole("cell").nth(2).textContent()).toBe("0");

    // Its history, newest first: each shade's update with its reason and who made it, then the opening stock split over the shades.
    await firstRow.getByRole("link", { name: `${s.history}: ${first}` }).click();
    await page.waitForURL((url) => /^\/admin-stocks\/[0-9a-f-]{36}$/.test(url.pathname));
    await page.getByRole("heading", { name: s.historyTitle(name) }).waitFor();
    const movements = page.getByRole("row");
    expect(await movements.count()).toBe(5);
    const updates = [await movements.nth(1).textContent(), await movements.nth(2).textContent()];
    expect(updates.find((row) => row!.includes(shades[0]!.nameThai))).toContain("\u22128");
    expect(updates.find((row) => row!.includes(shades[1]!.nameThai))).toContain("\u22127");
    for (const update of updates) for (const part of [STOCK_MOVEMENT_LABELS.manual, reason, inject("adminEmail")]) expect(update).toContain(part);
    const openings = [await movements.nth(3).textContent(), await movements.nth(4).textContent()];
    for (const opening of openings) for (const part of [STOCK_MOVEMENT_LABELS.initial, inject("adminEmail")]) expect(opening).toContain(part);
    expect(openings.join(" ")).toContain("+8");
    expect(openings.join(" ")).toContain("+7");

    // The guest sees it sold out at once, its button disabled, on its page and in the list.
    await guest.page.goto(productPath);
    await expect.poll(() => guest.page.getByRole("button", { name: productTexts.soldOut }).isDisabled()).toBe(true);
    await guest.page.goto("/products");
    await expect.poll(() => card.textContent()).toContain(productTexts.soldOut);

    // A delivery comes in, entered from the history page, while another admin (a second tab)
    // changes the stock meanwhile: the first save is refused with the current figure rather
    // than overwriting it, and saving again once seen goes through.
    await page.getByRole("link", { name: s.updateStock }).click();
    await page.getByRole("link", { name: `${s.updateStock}: ${first}` }).click();
    await expect.poll(() => stockDialog.textContent()).toContain(`${s.currentQuantity}: 0`);
    const otherTab = waitForHydrationOnGoto(await browser.context.newPage());
    await otherTab.goto(`/admin-stocks?q=${encodeURIComponent(name)}`);
    await otherTab.getByRole("link", { name: `${s.updateStock}: ${first}` }).click();
    await otherTab.getByRole("dialog").getByLabel(s.newQuantity).fill("5");
    await otherTab.getByRole("dialog").getByRole("button", { name: adminScreenTexts.save }).click();
    await otherTab.getByText(s.updated).waitFor();

    await stockDialog.getByLabel(s.newQuantity).fill("24");
    await stockDialog.getByRole("button", { name: adminScreenTexts.save }).click();
    await expect.poll(() => stockDialog.getByRole("alert").textContent()).toBe(s.changedMeanwhile(5));
    await expect.poll(() => stockDialog.textContent()).toContain(`${s.currentQuantity}: 5`);
    await stockDialog.getByRole("button", { name: adminScreenTexts.save }).click();
    await page.getByText(s.updated).waitFor();
    await expect.poll(() => firstRow.getByRole("cell").nth(2).textContent()).toBe("24");

    await guest.page.goto(productPath);
    await expect.poll(() => guest.page.getByRole("button", { name: productTexts.addToCart }).isEnabled()).toBe(true);
    expect(await guest.page.getByText(productTexts.inStock, { exact: true }).first().isVisible()).toBe(true);
  }, 120_000);
});
