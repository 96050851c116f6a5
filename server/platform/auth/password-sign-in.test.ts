import { describe, expect, it } from "vitest";
import { authTexts } from "../../../domain/auth/auth-texts";
import { provideTestDatabase } from "../db/test-support/test-database";
import { signInWithPassword, signUpWithPassword } from "./password-sign-in";
import { provideTestAuth, requestHeaders, TEST_SHOP_URL } from "./test-support/test-auth";

const testDb = provideTestDatabase();
provideTestAuth(testDb);

let addressCounter = 0;
function browserRequest() {
  addressCounter += 1;
  return new Request(`${TEST_SHOP_URL}/auth`, { method: "POST", headers: requestHeaders(`10.21.0.${addressCounter}`) });
}

// The one refusal type (decision 064): a failed sign-in or sign-up is a refusal with a title.
describe("signing in and up with a password", () => {
  it("signs a new member up and in, and refuses a second sign-up of the address with the sign-up title", async () => {
    const input = { name: "น้องพลอย", email: "ploy-signin@shop.test", password: "Lipstick-2024!", confirmPassword: "Lipstick-2024!" };
    const signedUp = await signUpWithPassword(browserRequest(), input);
    expect(signedUp.ok).toBe(true);
    expect(signedUp.ok && signedUp.value.headers.get("set-cookie")).toBeTruthy();

    const again = await signUpWithPassword(browserRequest(), input);
    expect(again).toMatchObject({ ok: false, title: authTexts.signUpFailedTitle, message: authTexts.emailTaken });
    expect(again.ok ? 0 : again.status).toBeGreaterThanOrEqual(400);
  });

  it("refuses a wrong password with the spec's title and message", async () => {
    const wrong = await signInWithPassword(browserRequest(), { email: "nobody-signin@shop.test", password: "Wrong-pass-1" });
    expect(wrong).toEqual({ ok: false, status: 401, title: authTexts.signInFailedTitle, message: authTexts.invalidCredentials });
  });
});
