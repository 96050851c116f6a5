import { describe, expect, it } from "vitest";
import { rendered, textOf } from "../orders/tax-document-fixtures";
import { PaymentSettingsPage } from "./payment-settings-page";

describe("/payment-settings shows only the member's own cards (issue 40)", () => {
  it("lists no card for a member who never saved one, and says the shop takes no cards", () => {
    const text = textOf(rendered(<PaymentSettingsPage cards={[]} />));
    for (const madeUp of ["4242", "5555", "12/25", "08/26", "บัตรตัวอย่าง", "Visa", "Mastercard"]) expect(text).not.toContain(madeUp);
    expect(text).toContain("ยังไม่มีบัตรที่บันทึกไว้ในบัญชีของคุณ");
    expect(text).toContain("ขณะนี้ยังไม่เปิดรับชำระด้วยบัตรเครดิต/เดบิต");
  });

  it("lists the cards the account holds, brand, last four and expiry", () => {
    const text = textOf(rendered(<PaymentSettingsPage cards={[{ id: "c1", brand: "JCB", last4: "0007", expiry: "03/29", isDefault: true }]} />));
    expect(text).toContain("JCB •••• 0007");
    expect(text).toContain("หมดอายุ 03/29");
    expect(text).not.toContain("ยังไม่มีบัตรที่บันทึกไว้");
  });
});
