import { describe, expect, inject, it } from "vitest";
import { accountTexts } from "../../domain/members/account-texts";
import { checkoutTexts } from "../../domain/orders/checkout-texts";
import { loyaltyTexts } from "../../domain/loyalty/loyalty-texts";
import { savedAddressTexts } from "../../domain/addresses/saved-address-texts";
import { orderPageTexts } from "../../app/features/orders/texts";
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
  it("saves the first order's address, preselects it next time, and ships to an office address added in the member area with the address picker", async () => {
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

    // The office, with the address picker: a few letters of the sub-district, one tap on the
    // suggestion fills all four parts, and the list is gone from over the save button.
    await page.getByRole("link", { name: m.add }).click();
    await page.getByRole("radio", { name: m.labelOffice, exact: true }).check();
    await page.getByLabel(checkoutTexts.firstName, { exact: true }).fill("แก้วตา");
    await page.getByLabel(checkoutTexts.lastName, { exact: true }).fill("ออฟฟิศ");
    await page.getByLabel(checkoutTexts.phone, { exact: true }).fill("089-876-5432");
    await page.getByLabel(checkoutTexts.addressLine, { exact: true }).fill("1 อาคารสาทรซิตี้ ชั้น 12");
    const subDistrict = page.getByRole("combobox", { name: accountTexts.subDistrict, exact: true });
    await subDistrict.pressSequentially("ยานนา", { delay: 50 });
    await page.getByRole("option", { name: /^ยานนาวา › สาทร › กรุงเทพมหานคร › 10120$/ }).click();
    expect(await subDistrict.inputValue()).toBe("ยานนาวา");
    expect(await page.getByLabel(accountTexts.district, { exact: true }).inputValue()).toBe("สาทร");
    expect(await page.getByLabel(accountTexts.province, { exact: true }).inputValue()).toBe("กรุงเทพมหานคร");
    const postalCode = page.getByRole("combobox", { name: accountTexts.postalCode, exact: true });
    expect(await postalCode.inputValue()).toBe("10120");
    expect(await page.getByRole("listbox").isVisible()).toBe(false);
    // Retyping the postal code by hand, as shoppers check what was filled: the four parts
    // already spell one place, so no list opens over the button and the tap saves.
    await postalCode.fill("");
    await postalCode.pressSequentially("10120", { delay: 50 });
    await page.getByRole("button", { name: m.save }).click();
    await page.waitForURL(/\/addresses$/);
    await expect.poll(() => cards.count()).toBe(2);
    expect(await cards.filter({ hasText: m.labelOffice }).textContent()).toContain("ยานนาวา");

    // Third checkout: the home address is still the one preselected; pick the office, and the order goes there.
    await addFirstProductToCart(page);
    await page.goto("/checkout");
    expect(await home.isChecked()).toBe(true);
    await page.getByRole("radio", { name: new RegExp(`^${m.labelOffice} `) }).check();
    await page.getByRole("button", { name: checkoutTexts.confirmOrder }).click();
    await page.waitForURL(ORDER_URL);
    const orderNumber = new URL(page.url()).searchParams.get("order")!;
    await page.goto(`/orders/${orderNumber}`);
    const shipTo = page.getByRole("region", { name: orderPageTexts.shippingAddress });
    await shipTo.waitFor();
    const shipped = (await shipTo.textContent())!;
    expect(shipped).toContain("แก้วตา ออฟฟิศ");
    expect(shipped).toContain("1 อาคารสาทรซิตี้ ชั้น 12");
    expect(shipped).toContain("ยานนาวา");
    expect(shipped).toContain("10120");
    expect(shipped).not.toContain("บ้านสวน");
  });
});
