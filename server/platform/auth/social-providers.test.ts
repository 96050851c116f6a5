import { describe, expect, it } from "vitest";
import { isReservedEmail } from "../../../domain/auth/reserved-email";
import { linePlaceholderEmail, mapLineProfile, signInProviderOrigins } from "./social-providers";

const LINE_USER_ID = "U4af4980629c0d2a2c0e9d3a0f1b2c3d4";

describe("mapLineProfile", () => {
  it("keeps a shared e-mail, never as verified", () => {
    expect(mapLineProfile({ sub: LINE_USER_ID, email: " Ploy@Example.COM ", name: "พลอย", picture: "https://profile.line-scdn.net/p" })).toEqual({
      email: "ploy@example.com",
      name: "พลอย",
      emailVerified: false,
      image: "https://profile.line-scdn.net/p",
    });
  });

  it("gives an account without an e-mail a stable placeholder nobody else can hold", () => {
    const mapped = mapLineProfile({ sub: LINE_USER_ID, name: "" });
    expect(mapped.email).toBe(`line-${LINE_USER_ID.toLowerCase()}@users.line.invalid`);
    expect(mapped.name).toBe("ลูกค้า LINE");
    expect(isReservedEmail(mapped.email)).toBe(true);
    expect(mapLineProfile({ sub: LINE_USER_ID }).email).toBe(mapped.email);
    // A provider that hands out a reserved address itself gets the placeholder, not that address.
    expect(mapLineProfile({ sub: LINE_USER_ID, email: "someone-else@users.line.invalid" }).email).toBe(mapped.email);
  });
});

describe("linePlaceholderEmail", () => {
  it("keeps distinct subjects distinct, even ones differing only in case", () => {
    const addresses = ["abc", "ABC", "Abc", LINE_USER_ID, "U" + "0".repeat(32)].map(linePlaceholderEmail);
    expect(new Set(addresses).size).toBe(addresses.length);
    for (const address of addresses) expect(address).toMatch(/^line-[a-z0-9]{1,41}@users\.line\.invalid$/);
  });

  it("refuses an empty subject", () => {
    expect(() => linePlaceholderEmail("")).toThrow();
  });
});

describe("signInProviderOrigins", () => {
  it("lists the configured providers' sign-in origins for the form-action policy", () => {
    const client = { clientId: "id", clientSecret: "secret" };
    expect(signInProviderOrigins({ google: null, line: null })).toEqual([]);
    expect(
      signInProviderOrigins({
        google: client,
        line: { ...client, discoveryUrl: "https://access.line.me/.well-known/openid-configuration" },
      }),
    ).toEqual(["https://accounts.google.com", "https://access.line.me"]);
  });
});
