// `npm run soak [-- --minutes=30 --guests=8 --guest-interval-ms=250 --members=6 --member-interval-ms=15000
// --staff-interval-ms=20000]`: mixed traffic at a steady rate against a production shop of its own
// (issue 26), not part of `npm test`. Guests browse (cached and filtered pages, searches, product
// pages); members buy one lipstick, open the payment page and upload a photo of their transfer slip;
// staff open the payments list and verify every slip waiting there. Mail goes to an SMTP server on
// loopback, as in production it goes to the provider. Every minute it prints the shop's resident
// memory (and its V8 heap after a full GC), the requests and errors of that minute, and the mail
// outbox and LINE queue still waiting. It exits 1 on any error, on a queue that grew, or on a heap
// that grew by more than a fifth from the second minute to the last.
// All traffic stays on loopback; the shop runs with its own temporary data directory and database.
import { readFileSync } from "node:fs";
import { chmod, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq, inArray, sql } from "drizzle-orm";
import { connectDatabase } from "../server/platform/db/database";
import { lineOutbox, mailOutbox, products } from "../server/platform/db/schema";
import { embeddedShopDatabaseUrl } from "../server/platform/db/shop-database";
import { setLogLevel } from "../server/platform/logger";
import { startSmtpTestServer } from "../server/platform/mail/test-support/smtp-test-server";
import { insertProduct } from "../server/shop/orders/test-fixtures";
import { freePort, startShopProcess } from "../tests/e2e/support/shop-process";
import { BENCH_CHECKOUT_SETTINGS } from "./bench/checkout";
import type { BenchProduct } from "./bench/checkout-request";
import { closeMembers, signInMember, signUpMembers } from "./bench/members";
import { numberOption } from "./bench/options";
import { mb, shopMemoryAfterGc } from "./bench/shop-memory";
import { buildIfNeeded } from "./build-if-needed.mjs";
import { atPace, SoakTraffic } from "./soak/shoppers";

const MINUTES = numberOption("minutes", 30);
const GUESTS = numberOption("guests", 8);
const GUEST_INTERVAL_MS = numberOption("guest-interval-ms", 250);
const MEMBERS = numberOption("members", 6);
const MEMBER_INTERVAL_MS = numberOption("member-interval-ms", 15_000);
const STAFF_INTERVAL_MS = numberOption("staff-interval-ms", 20_000);
const ADMIN = { email: "soak-admin@soak.test", password: "Soak-Admin-Pass-2026!" };
const PRICE = 249_00;
/** Stock no soak can sell out. */
const AMPLE_STOCK = 1_000_000;
/** Growth of the heap after GC, second minute to last, that counts as memory not given back. */
const HEAP_GROWTH_ALLOWED = 0.2;

type Minute = {
  minute: number;
  rssMb: number;
  heapMb: number;
  requests: number;
  errors: number;
  orders: number;
  slips: number;
  verified: number;
  mail: number;
  line: number;
};

buildIfNeeded();
setLogLevel("warn");
const dataDir = await mkdtemp(path.join(os.tmpdir(), "shop-soak-"));
await chmod(dataDir, 0o755);
const smtp = await startSmtpTestServer();
const databasePort = await freePort();
console.log("Starting the production server…");
const shop = await startShopProcess({
  DATA_DIR: dataDir,
  EMBEDDED_DB_PORT: String(databasePort),
  LOG_LEVEL: "warn",
  SMTP_URL: smtp.url,
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  // Members pay every order within seconds, but place far more of them in a soak than a person would.
  ...BENCH_CHECKOUT_SETTINGS,
  NODE_OPTIONS: `--expose-gc --import=${fileURLToPath(new URL("./bench/memory-report.mjs", import.meta.url))}`,
});
const connection = connectDatabase(embeddedShopDatabaseUrl(dataDir, databasePort), { max: 2 });
let exitCode = 0;
try {
  const db = connection.db;
  const soakProducts: (BenchProduct & { slug: string })[] = [];
  for (let index = 0; index < MEMBERS; index += 1) {
    const { id, nameThai } = await insertProduct(db, { stock: AMPLE_STOCK, price: PRICE, nameThai: `ลิปซอก ${index + 1}` });
    const [row] = await db.select({ slug: products.slug }).from(products).where(eq(products.id, id));
    soakProducts.push({ id, nameThai, price: PRICE, slug: row!.slug });
  }
  const seeded = await db
    .select({ slug: products.slug })
    .from(products)
    .where(sql`${products.isActive} and ${products.id} not in ${soakProducts.map((product) => product.id)}`);
  // No total shown: each order is placed at the server's price (a member's first order gets the demo's new-member discount, decision 101).
  const expectedTotal = null;
  const members = await signUpMembers(shop.url, MEMBERS, "soak");
  const staff = await signInMember(shop.url, ADMIN);
  const traffic = new SoakTraffic(
    shop.url,
    seeded.map((row) => row.slug),
  );
  console.log(
    `${os.cpus().length} CPUs, load average ${loadAverage()}. ${MINUTES} min: ${GUESTS} guests a page each ${GUEST_INTERVAL_MS} ms ` +
      `(${((GUESTS * 1000) / GUEST_INTERVAL_MS).toFixed(0)}/s), ${MEMBERS} members an order with its slip each ${MEMBER_INTERVAL_MS / 1000} s ` +
      `(${((MEMBERS * 60_000) / MEMBER_INTERVAL_MS).toFixed(0)}/min), staff's round each ${STAFF_INTERVAL_MS / 1000} s.\n`,
  );

  const minutes: Minute[] = [];
  const stopAt = Date.now() + MINUTES * 60_000;
  const queued = async () => {
    const count = async (table: typeof mailOutbox | typeof lineOutbox) =>
      (
        await db
          .select({ count: sql<number>`count(*)::int` })
          .from(table)
          .where(inArray(table.status, ["pending"]))
      )[0]!.count;
    return { mail: await count(mailOutbox), line: await count(lineOutbox) };
  };
  const report = async (minute: number) => {
    const tally = traffic.takeTally();
    const [memory, waiting] = await Promise.all([shopMemoryAfterGc(shop), queued()]);
    const row: Minute = { minute, rssMb: residentMb(shop.pid), heapMb: memory.heapUsed / 1024 / 1024, ...tally, ...waiting };
    minutes.push(row);
    console.log(
      `min ${String(minute).padStart(2)}: RSS ${row.rssMb.toFixed(0)} MB, heap after GC ${mb(memory.heapUsed)}; ${tally.requests} requests, ${tally.errors} errors; ` +
        `${tally.orders} orders, ${tally.slips} slips, ${tally.verified} verified; mail waiting ${waiting.mail}, LINE waiting ${waiting.line}; ` +
        `${smtp.received.length} mails delivered; load ${loadAverage()}`,
    );
    for (const error of tally.firstErrors) console.log(`        error: ${error}`);
    // Delivered mail is counted, not kept: a 30-minute soak would otherwise hold thousands here.
    smtp.received.length = 0;
  };
  let minute = 0;
  const reporter = (async () => {
    while (Date.now() + 60_000 <= stopAt + 1_000) {
      await new Promise((resolve) => setTimeout(resolve, 60_000));
      await report(++minute);
    }
  })();
  await Promise.all([
    ...Array.from({ length: GUESTS }, () => atPace(GUEST_INTERVAL_MS, stopAt, () => traffic.guestVisit())),
    ...members.map((member, index) => atPace(MEMBER_INTERVAL_MS, stopAt, () => traffic.memberPurchase(member, soakProducts[index]!, expectedTotal))),
    atPace(STAFF_INTERVAL_MS, stopAt, () => traffic.staffRound(staff, 20)),
  ]);
  await reporter;
  traffic.close();
  closeMembers([...members, staff]);
  exitCode = judge(minutes);
} finally {
  await connection.close();
  await shop.stop();
  await smtp.close();
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);

function judge(minutes: Minute[]): number {
  const problems: string[] = [];
  const errors = minutes.reduce((sum, row) => sum + row.errors, 0);
  if (errors > 0) problems.push(`${errors} errors`);
  const first = minutes[Math.min(1, minutes.length - 1)];
  const last = minutes.at(-1);
  if (first && last) {
    // A queue that stays bounded may wobble by the mail of the last few seconds; one that grows ends far above it.
    const bound = (queue: "mail" | "line") => Math.max(...minutes.slice(0, 2).map((row) => row[queue])) + 10;
    if (last.mail > bound("mail")) problems.push(`mail outbox grew: ${first.mail} → ${last.mail}`);
    if (last.line > bound("line")) problems.push(`LINE queue grew: ${first.line} → ${last.line}`);
    if (minutes.length >= 3 && last.heapMb > first.heapMb * (1 + HEAP_GROWTH_ALLOWED)) {
      problems.push(`heap after GC grew from ${first.heapMb.toFixed(1)} MB to ${last.heapMb.toFixed(1)} MB`);
    }
  }
  const totals = minutes.reduce(
    (sum, row) => ({ requests: sum.requests + row.requests, orders: sum.orders + row.orders, verified: sum.verified + row.verified }),
    {
      requests: 0,
      orders: 0,
      verified: 0,
    },
  );
  console.log(
    `\n${minutes.length} min: ${totals.requests} requests (${(totals.requests / Math.max(1, minutes.length) / 60).toFixed(1)}/s), ${totals.orders} orders, ` +
      `${totals.verified} slips verified; RSS ${minutes.map((row) => row.rssMb.toFixed(0)).join(" ")} MB.`,
  );
  console.log(problems.length === 0 ? "Soak passed: no error, queues bounded, memory flat." : `Soak FAILED: ${problems.join("; ")}.`);
  return problems.length === 0 ? 0 : 1;
}

function residentMb(pid: number) {
  return Number(/^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]) / 1024;
}

function loadAverage() {
  return os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(" ");
}
