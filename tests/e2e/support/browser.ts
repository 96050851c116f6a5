import { chromium, type Browser, type BrowserContext, type Locator, type Page, type Response } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, inject } from "vitest";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium";

const LAUNCH_ARGS = [...CHROMIUM_FLAGS, "--disable-dev-shm-usage"];

export type BrowserSession = { readonly page: Page; readonly context: BrowserContext; readonly shopUrl: string };

/** One Chromium per test file and a fresh context (cookies, storage) per test. */
export function provideBrowser(
  options: { viewport?: { width: number; height: number }; hasTouch?: boolean } = {},
): BrowserSession {
  const shopUrl = inject("shopUrl");
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: LAUNCH_ARGS });
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    context = await browser!.newContext({
      baseURL: shopUrl,
      locale: "th-TH",
      viewport: options.viewport ?? { width: 1280, height: 900 },
      hasTouch: options.hasTouch ?? false,
    });
    context.setDefaultTimeout(15_000);
    page = waitForHydrationOnGoto(await context.newPage());
  });
  afterEach(async () => {
    await context?.close();
  });

  return {
    get page() {
      return page!;
    },
    get context() {
      return context!;
    },
    shopUrl,
  };
}

/**
 * Storefront scripts arrive only after the first paint (decision 015), and until React has
 * hydrated a page its buttons do nothing. So `goto` and `reload` hand the page back once the
 * root layout has marked the document as hydrated, as a shopper would wait to see it respond.
 */
export function waitForHydrationOnGoto(page: Page): Page {
  const untilHydrated = async (response: Response | null) => {
    if (response?.headers()["content-type"]?.startsWith("text/html")) {
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    }
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => untilHydrated(await goto(url, options));
  page.reload = async (options) => untilHydrated(await reload(options));
  return page;
}

let counter = 0;
/** A unique e-mail address per call, so journeys never collide across runs. */
export function uniqueEmail(prefix = "shopper") {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@e2e.test`;
}

/**
 * Opens the header's account menu with one tap. Its code loads after the page (decision 014);
 * a tap made before then is kept and carried out once it has arrived (decision 021).
 */
export async function openAccountMenu(page: Page, accountButton: Locator) {
  await accountButton.click();
  await page.getByRole("menuitem", { name: "ออกจากระบบ" }).waitFor({ state: "visible" });
}

/** Fills and sends /auth's sign-up tab as a shopper types it (the page must be on /auth). */
export async function submitSignUpForm(
  page: Page,
  form: { name: string; email: string; password: string; confirmation?: string },
) {
  await page.getByRole("tab", { name: "สมัครสมาชิก" }).click();
  await page.getByLabel("ชื่อที่แสดง").fill(form.name);
  await page.getByLabel("อีเมล").fill(form.email);
  await page.getByLabel("รหัสผ่าน", { exact: true }).fill(form.password);
  await page.getByLabel("ยืนยันรหัสผ่าน").fill(form.confirmation ?? form.password);
  await page.getByRole("button", { name: "สมัครสมาชิก" }).last().click();
}
