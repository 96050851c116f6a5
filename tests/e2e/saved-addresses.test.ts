import { describe, expect, inject, it } from "vitest";
import { checkoutTexts } from "../../domain/checkout-texts";
import { loyaltyTexts } from "../../domain/loyalty-texts";
import { savedAddressTexts } from "../../domain/saved-address-texts";
import { PHONE, signUpInto } from "./support/accounts";
import { provideBrowser, uniqueEmail } from "./support/browser";
import { addFirstProductToCart, fillCheckoutAddress, ORDER_URL } from "./support/checkout-steps";

// Issue 24 "Remember: Addresses" and "Pay: Points", as a member on a slowed 390 px phone: the
// first order saves its address, the next checkout has it preselected, an office address added
// in the member area is picked at checkout and the order goes there.
const shopUrl = inject("shopUrl");
const browser = provideBrowser({ viewport: PHONE, hasTouch: true });
const m = savedAddressTexts;

describe("saved addresses", () => {
  it("saves the first order's address, preselects it next time, and lists it in the member area as the default", async () => {
    const { page, context } = browser;
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await signUpInto(context, shopUrl, { name: "แก้วตา", email: uniqueEmail("addresses"), localAddress: "127.0.121.1" });

    // The cart says how points are earned, and what this order earns.
    await addFirstProductToCart(page);
    await page.goto("/cart");
    const cartPoints = page.getByTestId("points-earned");
    await cartPoints.waitFor();
    expect(await cartPoints.textContent()).toContain(loyaltyTexts.earnRule);

    // First order: no saved address yet; the save box is ticked by default.
    await page.goto("/checkout");
    const saveBox = page.getByRole("checkbox", { name: m.saveForNextTime });
    expect(await saveBox.isChecked()).toBe(true);
    expect(await page.getByRole("radio", { name: m.newAddress }).count()).toBe(0);
    expect(await page.getByTestId("points-earned").isVisible()).toBe(true);
    await fillCheckoutAddress(page, { firstName: "แก้วตา", lastName: "บ้านสวน" });
    await page.getByRole("button", { name: checkoutTexts.confirmOrder }).click();
    await page.waitForURL(ORDER_URL);
    // The placed order empties the cart in this browser once its page has loaded.
    await page.locator('[data-testid="cart-badge"]').waitFor({ state: "detached" });

    // Second checkout: the home address is there, preselected; the typed fields stay out of the way.
    await addFirstProductToCart(page);
    await page.goto("/checkout");
    // The cards' names start with their label (the label chips of the new address are just the word).
    const home = page.getByRole("radio", { name: new RegExp(`^${m.labelHome} `) });
    expect(await home.isChecked()).toBe(true);
    expect(await page.getByLabel(checkoutTexts.firstName, { exact: true }).isVisible()).toBe(false);
    await page.getByRole("radio", { name: m.newAddress }).check();
    expect(await page.getByLabel(checkoutTexts.firstName, { exact: true }).isVisible()).toBe(true);
    await home.check();
    await page.getByRole("button", { name: checkoutTexts.confirmOrder }).click();
    await page.waitForURL(ORDER_URL);
    // The placed order empties the cart in this browser once its page has loaded.
    await page.locator('[data-testid="cart-badge"]').waitFor({ state: "detached" });

    // The member area: the home address (the default); add the office.
    await page.goto("/dashboard");
    expect(await page.getByTestId("loyalty-rules").textContent()).toContain(loyaltyTexts.earnRule);
    await page.getByRole("link", { name: m.manage }).first().click();
    await page.waitForURL(/\/addresses$/);
    const cards = page.getByTestId("saved-address");
    await cards.first().waitFor();
    expect(await cards.count()).toBe(1);
    expect(await cards.first().textContent()).toContain(m.defaultBadge);
  });
});
