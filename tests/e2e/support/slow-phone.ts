import type { BrowserContext, Page, Route } from "playwright-core";

/**
 * A new tab on a cheap phone (decision 021): the CPU slowed 4× and, unless told otherwise, every
 * script arriving a second late, so the page is on the screen well before React takes it over.
 * Journeys act the moment a control is visible, never waiting for hydration.
 */
export async function slowPhonePage(context: BrowserContext, { scriptDelayMs = 1_000, cpuSlowdown = 4 } = {}): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
  if (scriptDelayMs > 0) {
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, scriptDelayMs));
      await route.continue();
    });
  }
  return page;
}

/**
 * A new tab whose scripts are held back until `release()`, like a slow line's: the page stays the
 * server's HTML, unhydrated, for as long as a journey needs to act on it first.
 */
export async function scriptsHeldPage(context: BrowserContext): Promise<{ page: Page; release: () => Promise<void> }> {
  const page = await context.newPage();
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/.*\.js$/, (route) => (released ? route.continue() : void held.push(route)));
  return {
    page,
    release: async () => {
      released = true;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}
