import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminOrderTexts } from "../../domain/admin/admin-order-texts";
import { adminPaymentTexts } from "../../domain/admin/admin-payment-texts";
import { lineMessagesTexts } from "../../domain/member-messages/line-messages-texts";
import { paymentTexts } from "../../domain/payments/payment-texts";
import { slipCheckVerdictTexts } from "../../domain/payments/slip-check";
import { slipPhotoFor } from "../../server/shop/payments/test-support/proof-files";
import { provideStandInSlipProvider, STAND_IN_API_KEY } from "../../server/shop/payments/test-support/stand-in-slip-provider";
import { friendEvent, postLineWebhook, startLineTestServer, type LineTestServer } from "../../server/shop/notices/test-support/line-test-server";
import { signInAsAdmin, signUpInto } from "./support/accounts";
import { onlyRowNaming, openFromDashboard, packAndShip, searchAdminList } from "./support/admin-steps";
import { provideBrowser } from "./support/browser";
import { placeOrder } from "./support/checkout-steps";
import { startTestOidcProvider, type TestOidcProvider } from "../../server/platform/auth/test-support/oidc-test-provider";
import { linkLineOnPage, signInWithLine } from "./support/line-login-steps";
import { uploadSlip } from "./support/payment-steps";
import { freePort, startOwnShop, type OwnShop } from "./support/shop-process";

// A shop of its own with LINE Login at a stand-in OpenID provider, the Messaging API at a stand-in
// LINE server and a stand-in slip-verification provider, all started here: the member's messages are
// checked where LINE gets them; a slip the provider confirms is paid without staff (decision 110).
const MEMBER_LINE_ID = "U38383838383838383838383838383838";
// The LINE account a member who signed up by e-mail links (decision 115); its e-mail is not theirs.
const LINKED_LINE_ID = "U11411411411411411411411411411411";
const ADMIN = { email: "admin@line-e2e.test", password: "Line-e2e-Admin-1!" };
let provider: TestOidcProvider;
let line: LineTestServer;
let shop: OwnShop;
const browser = provideBrowser({ shopUrl: () => shop.url });
const slipProvider = provideStandInSlipProvider();
// The demo shop's bank account (123-4-56789-0) as a slip provider masks it.
const TO_SHOP = { nameTh: "บจก. กลอสซี่ แอนด์ เวลเวท", bankAccount: "xxx-x-x6789-x" };
/** The transfer time as the proof form takes it (Bangkok time), ten minutes ago. */
const transferTime = () => new Date(Date.now() - 10 * 60_000 + 7 * 3_600_000).toISOString().slice(0, 16);

beforeAll(async () => {
  line = await startLineTestServer();
  const port = await freePort();
  const shopUrl = `http://localhost:${port}`;
  provider = await startTestOidcProvider({
    client: { clientId: "shop-line-login", clientSecret: "line-login-secret", redirectUri: `${shopUrl}/api/auth/callback/line` },
    accounts: {
      [MEMBER_LINE_ID]: { name: "น้ำฝน LINE", email: "namfon-line@line-e2e.test" },
      [LINKED_LINE_ID]: { name: "มะลิ LINE", email: "mali-line@line-e2e.test" },
    },
  });
  shop = await startOwnShop("line-messages", {
    PORT: String(port),
    PUBLIC_URL: shopUrl,
    EMBEDDED_DB_PORT: String(await freePort()),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LINE_CLIENT_ID: "shop-line-login",
    LINE_CLIENT_SECRET: "line-login-secret",
    LINE_DISCOVERY_URL: provider.discoveryUrl,
    LINE_CHANNEL_ACCESS_TOKEN: "oa-channel-token",
    LINE_CHANNEL_SECRET: "oa-channel-secret",
    LINE_API_URL: line.url,
    SLIP_CHECK_URL: slipProvider.url,
    SLIP_CHECK_API_KEY: STAND_IN_API_KEY,
  });
}, 180_000);
afterAll(async () => {
  await shop?.stop();
  await provider?.close();
  await line?.close();
});

const pushNaming = (text: string) => line.waitFor((request) => JSON.stringify(request.body).includes(text), 30_000);
// The provider's development pages import a web font; there is no network here.
const withoutWebFonts = (context: BrowserContext) => context.route(/fonts\.googleapis\.com/, (route) => route.abort());

describe("a member told on LINE", () => {
  it("links LINE, consents, and receives the order placed, paid and shipped at LINE", async () => {
    const { page } = browser;
    await withoutWebFonts(browser.context);
    await signInWithLine(page, shop.url, provider, MEMBER_LINE_ID);
    await page.waitForURL(`${shop.url}/`);
    await page.goto("/line-messages");
    await page.getByRole("button", { name: lineMessagesTexts.consentButton }).click();
    await page.getByRole("button", { name: lineMessagesTexts.withdrawButton }).waitFor();

    const { orderNumber } = await placeOrder(page, { firstName: "น้ำฝน", lastName: "ไลน์" });
    const placed = await pushNaming(`ได้รับคำสั่งซื้อแล้ว · ${orderNumber}`);
    expect(placed).toMatchObject({ path: "/v2/bot/message/push", authorization: "Bearer oa-channel-token", body: { to: MEMBER_LINE_ID } });
    expect(JSON.stringify(placed.body)).toContain(`/payment-confirmation?order=${orderNumber}`);

    // Paid by a slip the provider does not know: it goes to staff, who see the provider's answer and verify it.
    await uploadSlip(page, await slipPhotoFor("014", `LINE${Date.now()}`), { bank: "ธนาคารไทยพาณิชย์", transferTime: transferTime() });
    await page.getByRole("heading", { name: paymentTexts.proofSubmitted }).waitFor();
    const { page: staff } = await browser.person();
    await signInAsAdmin(staff, ADMIN);
    await openFromDashboard(staff, "/admin-orders");
    await searchAdminList(staff, adminOrderTexts.searchPlaceholder, orderNumber);
    const orderRow = await onlyRowNaming(staff, orderNumber);
    await orderRow.getByRole("link", { name: orderNumber, exact: true }).click();
    await staff.getByRole("link", { name: adminOrderTexts.reviewPayment }).click();
    const dialog = staff.getByRole("dialog");
    await dialog.getByText(slipCheckVerdictTexts["not-confirmed"]).waitFor();
    await dialog.getByRole("link", { name: `${adminPaymentTexts.verify} ${orderNumber}` }).click();
    await staff.getByRole("dialog").getByRole("button", { name: adminPaymentTexts.verify }).click();
    await staff.getByText(adminPaymentTexts.updated).waitFor();
    await pushNaming(`ชำระเงินเรียบร้อย · ${orderNumber}`);

    // Shipped with Kerry: the tracking number and the carrier's page.
    await openFromDashboard(staff, "/admin-orders");
    await searchAdminList(staff, adminOrderTexts.searchPlaceholder, orderNumber);
    await packAndShip(staff, await onlyRowNaming(staff, orderNumber), orderNumber, "EF38LINE0001TH");
    const shipped = await pushNaming("พัสดุออกแล้ว — เลขพัสดุ EF38LINE0001TH");
    expect(JSON.stringify(shipped.body)).toContain("https://th.kerryexpress.com/th/track/?track=EF38LINE0001TH");

    // Each once, all to the member's own LINE user.
    const mine = line.delivered.filter((request) => JSON.stringify(request.body).includes(orderNumber));
    expect(mine).toHaveLength(3);
    expect(mine.every((request) => (request.body as { to: string }).to === MEMBER_LINE_ID)).toBe(true);

    // The Official Account's webhook over HTTP: a wrong signature is refused (never a 5xx), LINE's own is taken.
    const webhookUrl = `${shop.url}/api/line/webhook`;
    const unfollow = friendEvent("unfollow", MEMBER_LINE_ID);
    expect((await postLineWebhook(webhookUrl, "not-the-channel-secret", [unfollow])).status).toBe(401);
    expect((await postLineWebhook(webhookUrl, "oa-channel-secret", [], { rawBody: "{not json" })).status).toBe(400);
    expect((await postLineWebhook(webhookUrl, "oa-channel-secret", [unfollow])).status).toBe(200);
    expect((await postLineWebhook(webhookUrl, "oa-channel-secret", [unfollow])).status).toBe(409);
    await page.goto("/line-messages");
    await page.getByText(lineMessagesTexts.unfollowed).waitFor();
  });

  it("an e-mail member links LINE and is told there; a slip the provider confirms is paid without staff; a LINE account already held is refused in Thai", async () => {
    const { page } = browser;
    await withoutWebFonts(browser.context);
    await signUpInto(browser.context, shop.url, { name: "มะลิ อีเมล", localAddress: "127.0.114.1" });
    await linkLineOnPage(page, provider, LINKED_LINE_ID);
    await page.getByRole("button", { name: lineMessagesTexts.consentButton }).click();
    await page.getByRole("button", { name: lineMessagesTexts.withdrawButton }).waitFor();
    const { orderNumber, totalSatang } = await placeOrder(page, { firstName: "มะลิ", lastName: "อีเมล" });
    const placed = await pushNaming(`ได้รับคำสั่งซื้อแล้ว · ${orderNumber}`);
    expect(placed.body).toMatchObject({ to: LINKED_LINE_ID });

    // A slip whose transfer the provider's bank confirms, exactly the total to the shop's account: paid at once, no staff.
    const reference = `016114AUTO${Date.now() % 100_000}`;
    slipProvider.knows(reference, { amountBaht: totalSatang / 100, date: new Date(), receiver: TO_SHOP });
    await uploadSlip(page, await slipPhotoFor("004", reference), { bank: "ธนาคารกสิกรไทย", transferTime: transferTime() });
    await page.getByRole("heading", { name: paymentTexts.slipVerifiedTitle }).waitFor();
    expect(await pushNaming(`ชำระเงินเรียบร้อย · ${orderNumber}`)).toMatchObject({ body: { to: LINKED_LINE_ID } });

    const other = await browser.person();
    await withoutWebFonts(other.context);
    await signUpInto(other.context, shop.url, { name: "ลองเชื่อมซ้ำ", localAddress: "127.0.114.2" });
    await linkLineOnPage(other.page, provider, LINKED_LINE_ID);
    await other.page.getByRole("alert").filter({ hasText: lineMessagesTexts.linkTakenByOther }).waitFor();
    // Still unlinked: the page offers the link again, not the consent.
    expect(await other.page.getByRole("button", { name: lineMessagesTexts.linkButton }).isVisible()).toBe(true);
  });
});
