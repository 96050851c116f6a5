// The soak's people (scripts/soak.ts), each a loop at its own steady pace: guests browsing the
// storefront, members buying and paying by PromptPay slip, and staff verifying the slips. Every
// request is judged; anything but the expected answer is an error the soak counts.
import { randomUUID } from "node:crypto";
import http from "node:http";
import { paymentTexts } from "../../domain/payments/payment-texts";
import { slipPhotoFor } from "../../server/shop/payments/test-support/proof-files";
import { pageShows, pageSummary, postCheckout, type BenchProduct } from "../bench/checkout-request";
import type { BenchMember } from "../bench/members";

export type Tally = { requests: number; errors: number; orders: number; slips: number; verified: number; firstErrors: string[] };

export const emptyTally = (): Tally => ({ requests: 0, errors: 0, orders: 0, slips: 0, verified: 0, firstErrors: [] });

type Answer = { status: number; location: string; body: string };

/** One loop at a steady pace: `step` every `intervalMs` (a late step starts the next one at once) until `stopAt`. */
export async function atPace(intervalMs: number, stopAt: number, step: () => Promise<void>) {
  // Spread the loops' first steps over one interval, so they do not all fire together.
  await sleep(Math.random() * intervalMs);
  while (Date.now() < stopAt) {
    const started = Date.now();
    await step();
    await sleep(Math.min(stopAt - Date.now(), started + intervalMs - Date.now()));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

export class SoakTraffic {
  /** Counted since the last `takeTally()`. */
  private tally = emptyTally();
  private readonly guestAgent = new http.Agent({ keepAlive: true });

  constructor(
    /** http://localhost:<port>: the shop's public address, which writes must name as their Origin. */
    private readonly shopUrl: string,
    private readonly productSlugs: readonly string[],
  ) {}

  takeTally(): Tally {
    const taken = this.tally;
    this.tally = emptyTally();
    return taken;
  }

  close() {
    this.guestAgent.destroy();
  }

  /** A guest's page view: the home page, the list, a filtered list, a search, or a product page. */
  async guestVisit() {
    const slug = pick(this.productSlugs);
    const path = pick(["/", "/products", "/products?line=velvet", "/search?q=%E0%B8%A5%E0%B8%B4%E0%B8%9B", `/products/${slug}`, `/products/${slug}`]);
    await this.expect(
      `guest ${path}`,
      () => this.request(this.guestAgent, "GET", path),
      (answer) => answer.status === 200 && answer.body.includes("</html>"),
    );
  }

  /**
   * A member's purchase, as a phone without JavaScript makes it: the product page, the checkout
   * form post, the payment page, then a photo of the transfer slip (a real slip QR with its own
   * transaction reference, made like the payment tests make it) uploaded to it.
   */
  async memberPurchase(member: BenchMember, product: BenchProduct & { slug: string }, expectedTotal: number | null) {
    const viewed = await this.expect(
      "member product page",
      () => this.request(member.agent, "GET", `/products/${product.slug}`, { cookie: member.cookie, from: member.address }),
      (answer) => answer.status === 200,
    );
    if (!viewed) return;
    this.tally.requests += 1;
    const placed = await postCheckout(this.shopUrl, member, product, 1, expectedTotal).catch((error: unknown) => ({
      kind: "failed" as const,
      detail: String(error),
    }));
    if (placed.kind !== "placed" || !placed.orderNumber) {
      this.error(`checkout: ${placed.kind === "failed" ? placed.detail : placed.kind}`);
      return;
    }
    this.tally.orders += 1;
    const paymentPage = `/payment-confirmation?order=${placed.orderNumber}`;
    const shown = await this.expect(
      "payment page",
      () => this.request(member.agent, "GET", paymentPage, { cookie: member.cookie, from: member.address }),
      (answer) => answer.status === 200 && pageShows(answer.body, paymentTexts.submitProof),
    );
    if (!shown) return;
    const slip = await slipPhotoFor("014", `SOAK${randomUUID().replaceAll("-", "").slice(0, 20).toUpperCase()}`);
    const uploaded = await this.expect(
      "slip upload",
      () => this.uploadSlip(member, paymentPage, slip),
      (answer) => answer.status === 200 && pageShows(answer.body, paymentTexts.proofSubmitted),
    );
    if (uploaded) this.tally.slips += 1;
  }

  /** Staff's round: the payments list, then each slip waiting there opened and verified (at most `most` a round). */
  async staffRound(staff: BenchMember, most: number) {
    const { agent: staffAgent, cookie: staffCookie, address: from } = staff;
    const list = await this.expect(
      "staff payments list",
      () => this.request(staffAgent, "GET", "/admin-payments", { cookie: staffCookie, from }),
      (answer) => answer.status === 200,
    );
    if (!list) return;
    const waiting = [...new Set([...list.body.matchAll(/[?&](?:amp;)?verify=([0-9a-f-]{36})/g)].map((match) => match[1]!))].slice(0, most);
    for (const id of waiting) {
      const dialogPath = `/admin-payments?verify=${id}`;
      const dialog = await this.expect(
        "staff verify dialog",
        () => this.request(staffAgent, "GET", dialogPath, { cookie: staffCookie, from }),
        (answer) => answer.status === 200 && /name="expectedStatus"/.test(answer.body),
      );
      if (!dialog) continue;
      const expectedStatus = /name="expectedStatus" value="([a-z]+)"/.exec(dialog.body)?.[1] ?? "pending";
      const form = new URLSearchParams({ intent: "verify", id, expectedStatus });
      // A slip whose QR the shop could not read asks staff to tick that they saw the money arrive.
      if (dialog.body.includes('name="checkedByEye"')) form.set("checkedByEye", "on");
      const verified = await this.expect(
        "staff verify",
        () =>
          this.request(staffAgent, "POST", dialogPath, {
            cookie: staffCookie,
            from,
            "content-type": "application/x-www-form-urlencoded",
            body: form.toString(),
          }),
        (answer) => answer.status >= 300 && answer.status < 400,
      );
      if (verified) this.tally.verified += 1;
    }
  }

  private async expect(what: string, send: () => Promise<Answer>, good: (answer: Answer) => boolean): Promise<Answer | undefined> {
    this.tally.requests += 1;
    try {
      const answer = await send();
      if (good(answer)) return answer;
      this.error(`${what}: ${answer.status} ${answer.location} ${pageSummary(answer.body)}`);
    } catch (error) {
      this.error(`${what}: ${error instanceof Error ? error.message : String(error)}`);
    }
    return undefined;
  }

  private error(detail: string) {
    this.tally.errors += 1;
    if (this.tally.firstErrors.length < 3) this.tally.firstErrors.push(detail.slice(0, 300));
  }

  /** The slip as the page's form sends it: multipart, the file in `proof`. */
  private uploadSlip(member: BenchMember, path: string, slip: Buffer): Promise<Answer> {
    const boundary = `----soak${randomUUID()}`;
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="proof"; filename="slip.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
      slip,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return this.request(member.agent, "POST", path, {
      cookie: member.cookie,
      from: member.address,
      "content-type": `multipart/form-data; boundary=${boundary}`,
      body,
    });
  }

  private request(
    agent: http.Agent,
    method: string,
    path: string,
    options: { cookie?: string; from?: string; "content-type"?: string; body?: string | Buffer } = {},
  ) {
    const { body, cookie, from: localAddress, ...rest } = options;
    return new Promise<Answer>((resolve, reject) => {
      const request = http.request(
        `${this.shopUrl}${path}`,
        {
          method,
          agent,
          family: 4,
          localAddress,
          headers: {
            accept: "text/html",
            "accept-language": "th-TH,th;q=0.9",
            ...(cookie ? { cookie } : {}),
            ...(body === undefined ? {} : { ...rest, "content-length": Buffer.byteLength(body), origin: this.shopUrl, "sec-fetch-site": "same-origin" }),
          },
          timeout: 30_000,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () =>
            resolve({ status: response.statusCode ?? 0, location: response.headers.location ?? "", body: Buffer.concat(chunks).toString("utf8") }),
          );
          response.on("error", reject);
        },
      );
      request.on("timeout", () => request.destroy(new Error("no answer within 30 s")));
      request.on("error", reject);
      request.end(body);
    });
  }
}

function pick<T>(values: readonly T[]): T {
  return values[Math.floor(Math.random() * values.length)]!;
}
