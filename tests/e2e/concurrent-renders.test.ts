import { describe, expect, inject, it } from "vitest";
import { request } from "../../server/platform/http/test-support/page-server";
import { adminCredentials, signInOverApi } from "./support/accounts";

const shopUrl = inject("shopUrl");
// This file's client address (see tests/e2e/support: each journey file keeps its own).
const CLIENT_ADDRESS = "127.0.76.1";
// Any shop cookie but the session's makes a storefront page render for the request.
const RENDER_FOR_THIS_REQUEST = { cookie: "shop_bench_nocache=1" };

describe("pages rendered at the same time", () => {
  it("never mix: storefront pages made whole beside a streamed page still waiting for its data", async () => {
    const setCookie = await signInOverApi(shopUrl, adminCredentials(), CLIENT_ADDRESS);
    const admin = { cookie: (setCookie ?? []).map((header) => header.split(";")[0]!).join("; ") };
    // /admin/social-links streams: its shell goes out, then the cards when their query answers,
    // so its render is suspended part-way while the storefront pages around it render whole.
    const streamed = () => request(`${shopUrl}/admin/social-links`, { headers: admin });
    const storefront = (path: string) => request(`${shopUrl}${path}`, { headers: RENDER_FOR_THIS_REQUEST });
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all([
        streamed(),
        storefront("/"),
        streamed(),
        storefront("/products"),
        storefront("/promotions"),
        streamed(),
        storefront("/faq"),
        storefront("/products?line=velvet"),
      ]);
      for (const answer of answers) {
        expect(answer.status, answer.text.slice(0, 200)).toBe(200);
        expect(answer.text.trimEnd()).toMatch(/<\/html>$/);
      }
      for (const answer of answers.filter((_, index) => [0, 2, 5].includes(index))) {
        expect(answer.text).toContain("facebook");
      }
    }
  });
});
