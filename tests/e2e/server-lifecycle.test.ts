import path from "node:path";
import { describe, expect, it } from "vitest";
import { startEmbeddedPostgres } from "../../server/platform/db/embedded-postgres";
import { uniqueEmail } from "./support/browser";
import { postJson } from "./support/http-client";
import { freePort, runShopProcessToExit, startShopProcess } from "./support/shop-process";
import { useCleanups } from "./support/cleanups";

const { later, tempDir } = useCleanups();

const PASSWORD = "Lipstick-2024!";

async function signUp(url: string, email: string) {
  return postJson(`${url}/api/auth/sign-up/email`, { name: "ลูกค้าใหม่", email, password: PASSWORD }, { headers: { origin: url } });
}

async function signIn(url: string, email: string) {
  return postJson(`${url}/api/auth/sign-in/email`, { email, password: PASSWORD }, { headers: { origin: url } });
}

describe("the shop process", () => {
  it("keeps a new account across a restart on the embedded database", async () => {
    const dataDir = await tempDir("shop-restart-");
    const port = String(await freePort());
    const first = await startShopProcess({ DATA_DIR: dataDir, EMBEDDED_DB_PORT: port });
    // Without ADMIN_EMAIL an admin is generated and its password printed once.
    expect(first.output()).toMatch(/admin@shop\.local[\s\S]*password: \S{20}/);
    const email = uniqueEmail("restart");
    expect((await signUp(first.url, email)).status).toBe(200);
    await first.stop();

    const second = await startShopProcess({ DATA_DIR: dataDir, EMBEDDED_DB_PORT: port });
    later(second.stop);
    expect(second.output()).not.toContain("Admin account created");
    const signedIn = await signIn(second.url, email);
    expect(signedIn.status).toBe(200);
    expect(String(signedIn.headers["set-cookie"])).toMatch(/HttpOnly/i);
    await second.stop();
  });

  it("uses an external PostgreSQL when DATABASE_URL is set", async () => {
    const external = await startEmbeddedPostgres({
      databaseDir: path.join(await tempDir("shop-external-db-"), "postgres"),
      port: await freePort(),
    });
    later(external.stop);
    const shop = await startShopProcess({
      DATA_DIR: await tempDir("shop-external-data-"),
      DATABASE_URL: external.connectionString,
    });
    later(shop.stop);
    const home = await fetch(shop.url);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain("สินค้าแนะนำ");
    expect((await signUp(shop.url, uniqueEmail("external"))).status).toBe(200);
  });

  it("refuses to start with one clear line when a setting is wrong", async () => {
    const result = await runShopProcessToExit({ PORT: "not-a-port", DATA_DIR: await tempDir("shop-bad-") });
    expect(result.code).toBe(1);
    expect(result.output.trim()).toMatch(/^Setting PORT is invalid: .+ \(got "not-a-port"\)\.$/);
  });
});
