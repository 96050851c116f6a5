import os from "node:os";
import { describe, expect, it } from "vitest";
import { readSettings, SettingsError } from "./env";

describe("readSettings", () => {
  it("has working defaults for a fresh machine", () => {
    const settings = readSettings({});
    expect(settings.PORT).toBe(3000);
    expect(settings.publicUrl).toBe("http://localhost:3000");
    expect(settings.DATABASE_URL).toBeUndefined();
    expect(settings.dataDir).toMatch(/data$/);
    expect(settings.uploadsDir).toBe(`${settings.dataDir}/uploads`);
    expect(settings.secureCookies).toBe(false);
    expect(settings.ORDER_PAYMENT_HOURS).toBe(24);
  });

  it("knows whether EMBEDDED_DB_PORT was chosen, or is only the default a taken port may replace", () => {
    expect(readSettings({})).toMatchObject({ EMBEDDED_DB_PORT: 54329, embeddedDbPortIsDefault: true });
    expect(readSettings({ EMBEDDED_DB_PORT: "54329" })).toMatchObject({ EMBEDDED_DB_PORT: 54329, embeddedDbPortIsDefault: false });
    expect(() => readSettings({ EMBEDDED_DB_PORT: "80" })).toThrow(/^Setting EMBEDDED_DB_PORT is invalid/);
  });

  it("takes the unpaid-order time in hours, fractions allowed, and refuses zero", () => {
    expect(readSettings({ ORDER_PAYMENT_HOURS: "0.5" }).ORDER_PAYMENT_HOURS).toBe(0.5);
    expect(() => readSettings({ ORDER_PAYMENT_HOURS: "0" })).toThrow(SettingsError);
    expect(() => readSettings({ ORDER_PAYMENT_HOURS: "soon" })).toThrow(SettingsError);
  });

  it("lets one client address hold 20 live streams unless told otherwise, at least one", () => {
    expect(readSettings({}).LIVE_STREAMS_PER_ADDRESS).toBe(20);
    expect(readSettings({ LIVE_STREAMS_PER_ADDRESS: "50" }).LIVE_STREAMS_PER_ADDRESS).toBe(50);
    expect(() => readSettings({ LIVE_STREAMS_PER_ADDRESS: "0" })).toThrow(/^Setting LIVE_STREAMS_PER_ADDRESS is invalid/);
    expect(() => readSettings({ LIVE_STREAMS_PER_ADDRESS: "2.5" })).toThrow(SettingsError);
  });

  it("serves from one process unless WEB_WORKERS says a number or auto (one per core)", () => {
    expect(readSettings({}).webWorkers).toBe(1);
    expect(readSettings({ WEB_WORKERS: "3" }).webWorkers).toBe(3);
    expect(readSettings({ WEB_WORKERS: "auto" }).webWorkers).toBe(os.availableParallelism());
    expect(() => readSettings({ WEB_WORKERS: "0" })).toThrow(/^Setting WEB_WORKERS is invalid/);
    expect(() => readSettings({ WEB_WORKERS: "all" })).toThrow(SettingsError);
  });

  it("makes cookies Secure in production and over HTTPS", () => {
    expect(readSettings({ NODE_ENV: "production" }).secureCookies).toBe(true);
    expect(readSettings({ PUBLIC_URL: "https://shop.example/" }).secureCookies).toBe(true);
    expect(readSettings({ PUBLIC_URL: "https://shop.example/" }).publicUrl).toBe("https://shop.example");
  });

  it.each([
    [{ PORT: "70000" }, /^Setting PORT is invalid: .* \(got "70000"\)\.$/],
    [{ DATABASE_URL: "mysql://x" }, /^Setting DATABASE_URL is invalid/],
    [{ AUTH_SECRET: "short" }, /^Setting AUTH_SECRET is invalid: must be at least 32 characters/],
    [{ ADMIN_EMAIL: "boss@shop.test" }, /ADMIN_EMAIL and ADMIN_PASSWORD must be set together/],
    [{ SMTP_URL: "http://mail" }, /^Setting SMTP_URL is invalid/],
    [{ GOOGLE_CLIENT_ID: "id" }, /GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together/],
    [{ LINE_CLIENT_SECRET: "secret" }, /LINE_CLIENT_ID and LINE_CLIENT_SECRET must be set together/],
    [{ LINE_DISCOVERY_URL: "ftp://line" }, /^Setting LINE_DISCOVERY_URL is invalid/],
    [{ LINE_CHANNEL_ACCESS_TOKEN: "token" }, /LINE_CHANNEL_ACCESS_TOKEN and LINE_NOTIFY_TO must be set together/],
    [{ LINE_API_URL: "ftp://line" }, /^Setting LINE_API_URL is invalid/],
    [{ AI_BASE_URL: "https://llm.example/v1", AI_MODEL: "m" }, /AI_BASE_URL, AI_MODEL and AI_API_KEY must be set together/],
    [{ AI_BASE_URL: "file:///etc", AI_MODEL: "m", AI_API_KEY: "k" }, /^Setting AI_BASE_URL is invalid/],
  ])("rejects %o with one clear line", (source, message) => {
    expect(() => readSettings(source as NodeJS.ProcessEnv)).toThrow(SettingsError);
    expect(() => readSettings(source as NodeJS.ProcessEnv)).toThrow(message);
  });

  it("uses an LLM for the shop assistant only with its address, model and key, within its time limits", () => {
    expect(readSettings({}).ai).toBeNull();
    expect(
      readSettings({
        AI_BASE_URL: "https://llm.example/v1/",
        AI_MODEL: "m",
        AI_API_KEY: "k",
        AI_FIRST_TEXT_MS: "30000",
        AI_TIMEOUT_MS: "10000",
      }).ai,
    ).toEqual({
      baseUrl: "https://llm.example/v1",
      model: "m",
      apiKey: "k",
      timeoutMs: 10_000,
      firstTextMs: 10_000,
    });
  });

  it("switches the LINE staff notices on only with both the channel token and the recipient", () => {
    expect(readSettings({}).lineMessaging).toBeNull();
    expect(readSettings({ LINE_CHANNEL_ACCESS_TOKEN: "t", LINE_NOTIFY_TO: "C1" }).lineMessaging).toEqual({
      channelAccessToken: "t",
      to: "C1",
      apiUrl: "https://api.line.me",
    });
    expect(readSettings({ LINE_CHANNEL_ACCESS_TOKEN: "t", LINE_NOTIFY_TO: "C1", LINE_API_URL: "http://127.0.0.1:9/" }).lineMessaging?.apiUrl).toBe(
      "http://127.0.0.1:9",
    );
  });

  it("switches Google and LINE sign-in on only with both client id and secret", () => {
    const none = readSettings({});
    expect(none.google).toBeNull();
    expect(none.line).toBeNull();
    const both = readSettings({
      GOOGLE_CLIENT_ID: "g-id",
      GOOGLE_CLIENT_SECRET: "g-secret",
      LINE_CLIENT_ID: "l-id",
      LINE_CLIENT_SECRET: "l-secret",
    });
    expect(both.google).toEqual({ clientId: "g-id", clientSecret: "g-secret" });
    expect(both.line).toEqual({
      clientId: "l-id",
      clientSecret: "l-secret",
      discoveryUrl: "https://access.line.me/.well-known/openid-configuration",
    });
    const standIn = readSettings({
      LINE_CLIENT_ID: "l-id",
      LINE_CLIENT_SECRET: "l-secret",
      LINE_DISCOVERY_URL: "http://127.0.0.1:4999/.well-known/openid-configuration",
    });
    expect(standIn.line?.discoveryUrl).toBe("http://127.0.0.1:4999/.well-known/openid-configuration");
  });

  it("treats blank optional settings as unset", () => {
    expect(readSettings({ DATABASE_URL: "  ", SMTP_URL: "" }).DATABASE_URL).toBeUndefined();
  });
});
