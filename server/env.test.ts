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
  ])("rejects %o with one clear line", (source, message) => {
    expect(() => readSettings(source as NodeJS.ProcessEnv)).toThrow(SettingsError);
    expect(() => readSettings(source as NodeJS.ProcessEnv)).toThrow(message);
  });

  it("treats blank optional settings as unset", () => {
    expect(readSettings({ DATABASE_URL: "  ", SMTP_URL: "" }).DATABASE_URL).toBeUndefined();
  });
});
