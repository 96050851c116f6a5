import { chromium, type Browser, type BrowserContext, type Locator, type Page, type Response } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, inject } from "vitest";
import { CHROMIUM_FLAGS, JOURNEY_CHROMIUM_PATH } from "./chromium";

const LAUNCH_ARGS = [...CHROMIUM_FLAGS, "--disable-dev-shm-usage"];

export type BrowserSession = {
  readonly page: Page;
  readonly context: BrowserContext;
  readonly shopUrl: string;
  /**
   * Another person in the same journey (a guest, a member, a second admin): a context of its
   * own (own cookies) and its first page, closed with the test's own context.
   */
  person: (options?: PersonOptions) => Promise<{ context: BrowserContext; page: Page }>;
};

export type PersonOptions = {
  viewport?: { width: number; height: number };
  hasTouch?: boolean;
  /** false: a browser without scripts, whose pages are used as soon as they have loaded. */
  javaScriptEnabled?: boolean;
  /** Cookies and storage to start with, e.g. the journey's own context's `storageState()`. */
  storageState?: Awaited<ReturnType<BrowserContext["storageState"]>>;
};

/**
 * One Chromium per test file and a fresh context (cookies, storage) per test. A journey with
 * a shop of its own passes `shopUrl` as a function, read once its beforeAll has started it.
 */
export function provideBrowser(options: PersonOptions & { shopUrl?: () => string } = {}): BrowserSession {
  const shopUrl = () => options.shopUrl?.() ?? inject("shopUrl");
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let others: BrowserContext[] = [];

  const newContext = async (own: PersonOptions) => {
    const created = await browser!.newContext({
      baseURL: shopUrl(),
      locale: "th-TH",
      viewport: own.viewport ?? { width: 1280, height: 900 },
      hasTouch: own.hasTouch ?? false,
      javaScriptEnabled: own.javaScriptEnabled ?? true,
      storageState: own.storageState,
    });
    created.setDefaultTimeout(15_000);
    return created;
  };

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: JOURNEY_CHROMIUM_PATH, headless: true, args: LAUNCH_ARGS });
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    context = await newContext(options);
    page = waitForHydrationOnGoto(await context.newPage());
  });
  afterEach(async () => {
    await Promise.all([context, ...others].map((each) => each?.close()));
    others = [];
  });

  return {
    get page() {
      return page!;
    },
    get context() {
      return context!;
    },
    get shopUrl() {
      return shopUrl();
    },
    async person(own = {}) {
      const created = await newContext(own);
      others.push(created);
      const page = await created.newPage();
      return { context: created, page: own.javaScriptEnabled === false ? page : waitForHydrationOnGoto(page) };
    },
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
  const signOut = page.getByRole("menuitem", { name: "ออกจากระบบ" });
  // With the rendering tricks switched off (decision 062) nothing keeps a tap made before the
  // menu's code arrived: as a person would, tap again when nothing opened. With them on, the
  // first tap is kept and carried out, so it is the only one.
  const taps = inject("renderingTricks") === "off" ? 5 : 1;
  for (let attempt = 1; attempt < taps; attempt++) {
    await accountButton.click();
    if (
      await signOut.waitFor({ state: "visible", timeout: 3_000 }).then(
        () => true,
        () => false,
      )
    )
      return;
  }
  await accountButton.click();
  await signOut.waitFor({ state: "visible" });
}

/** Fills and sends /auth's sign-up tab as a shopper types it (the page must be on /auth). */
export async function submitSignUpForm(page: Page, form: { name: string; email: string; password: string; confirmation?: string }) {
  await page.getByRole("tab", { name: "สมัครสมาชิก" }).click();
  await page.getByLabel("ชื่อที่แสดง").fill(form.name);
  await page.getByLabel("อีเมล").fill(form.email);
  await page.getByLabel("รหัสผ่าน", { exact: true }).fill(form.password);
  await page.getByLabel("ยืนยันรหัสผ่าน").fill(form.confirmation ?? form.password);
  await page.getByRole("button", { name: "สมัครสมาชิก" }).last().click();
}
