// `npm run js-budget`: how much JavaScript a first visit to each storefront page loads, and
// whether any back-office or server code slipped into it. Fails over the budget.
import { buildIfNeeded } from "./build-if-needed.mjs";
import { FIRST_VISIT_JS_BUDGET_BYTES, measureFirstVisitJs } from "./first-visit-js";

const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["/", "/products", "/products/x", "/search", "/promotions", "/cart"];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);

buildIfNeeded();
let failed = false;
console.log(`${"page".padEnd(16)} ${"files".padStart(5)} ${"raw".padStart(9)} ${"gzip".padStart(9)} ${"brotli".padStart(9)}  routes`);
for (const pathname of pages) {
  const visit = measureFirstVisitJs(pathname);
  const over = visit.total.gzip > FIRST_VISIT_JS_BUDGET_BYTES;
  failed ||= over || visit.forbidden.length > 0;
  console.log(
    `${pathname.padEnd(16)} ${String(visit.files.length).padStart(5)} ${kb(visit.total.raw)} ${kb(visit.total.gzip)} ${kb(visit.total.brotli)}  ${visit.routeIds.join(" > ")}${over ? "  OVER BUDGET" : ""}`,
  );
  for (const entry of visit.forbidden) console.log(`  ✗ ${entry.why} ${entry.module} in ${entry.file}`);
}
console.log(`Budget: ${kb(FIRST_VISIT_JS_BUDGET_BYTES).trim()} compressed (gzip) per first visit.`);
if (failed) process.exit(1);
