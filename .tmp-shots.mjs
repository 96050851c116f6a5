import { chromium } from "playwright-core";
const base = process.env.BASE;
const shots = JSON.parse(process.env.SHOTS);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage"] });
for (const [name, width, path, setup] of shots) {
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 900 }, deviceScaleFactor: 1, locale: "th-TH" });
  const page = await context.newPage();
  page.on("console", (msg) => { if (msg.type() === "error") console.log(name, "console:", msg.text()); });
  page.on("pageerror", (err) => console.log(name, "pageerror:", err.message));
  await page.goto(base + "/");
  if (setup) await page.evaluate(setup);
  await page.goto(base + path, { waitUntil: "networkidle" });
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `/tmp/catalog-${name}.png`, fullPage: true });
  await context.close();
}
await browser.close();
