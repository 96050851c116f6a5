import { expectMapping } from "../shared/test-support/expect-mapping";
import { oneFieldRefusal } from "../shared/test-support/form-refusals";
import { describe, expect, it } from "vitest";
import { parseForm } from "../shared/form-contract";
import { PAYMENT_NOTES_MAX, paymentNotesSchema, productFormInput, productSchema, PRODUCT_PRICE_MAX } from "./admin-forms";
import { adminPaymentTexts } from "./admin-payment-texts";
import { adminProductTexts } from "./admin-product-texts";
import { firstFreeSlug, productSlugBase } from "../catalog/product-slug";

const m = adminProductTexts;
const CATEGORY = "6f1c1b7e-6a4e-4a55-9c43-2d7f0c2a1b11";

function productForm(fields: Record<string, string>) {
  const form = new FormData();
  const all = { name: "Velvet Rose", price: "249.50", categoryId: CATEGORY, line: "velvet", ...fields };
  for (const [key, value] of Object.entries(all)) form.append(key, value);
  return parseForm(productSchema, productFormInput(form));
}

describe("the product dialog's form", () => {
  it("reads a price with up to 2 decimals as integer satang", () => {
    expect(productForm({ price: "249.50" })).toMatchObject({ ok: true, value: { price: 249_50 } });
    expect(productForm({ price: "1,249" })).toMatchObject({ ok: true, value: { price: 1249_00 } });
    expect(productForm({ price: "฿99.9" })).toMatchObject({ ok: true, value: { price: 99_90 } });
    expect(productForm({ price: "0" })).toMatchObject({ ok: true, value: { price: 0 } });
  });

  it("refuses prices that are not baht with 2 decimals, next to the price field", () => {
    for (const price of ["249.505", "-5", "abc", "1e3", "12,34", "249."]) {
      expect(productForm({ price }), price).toEqual(oneFieldRefusal(m.priceInvalid, "price"));
    }
    expect(productForm({ price: "" })).toEqual(oneFieldRefusal(m.priceRequired, "price"));
    expect(productForm({ price: `${PRODUCT_PRICE_MAX / 100 + 1}` })).toEqual(oneFieldRefusal(m.priceTooHigh, "price"));
  });

  it("requires the spec's name, price and category, and a line", () =>
    expectMapping(productForm, [
      [{ name: "  " }, oneFieldRefusal(m.nameRequired, "name")],
      [{ categoryId: "" }, oneFieldRefusal(m.categoryRequired, "categoryId")],
      [{ line: "matte" }, oneFieldRefusal(m.lineInvalid, "line")],
    ]));

  it("takes initial stock as a whole number ≥ 0, default 0", () => {
    expect(productForm({})).toMatchObject({ ok: true, value: { initialStock: 0 } });
    expect(productForm({ initialStock: "40" })).toMatchObject({ ok: true, value: { initialStock: 40 } });
    for (const initialStock of ["-1", "2.5", "ten", "99999999"]) {
      expect(productForm({ initialStock }), initialStock).toEqual(oneFieldRefusal(m.stockInvalid, "initialStock"));
    }
  });

  it("gathers shade rows in row order, skipping empty rows, and names the row of a bad one", () => {
    const parsed = productForm({
      "shades.2.name": "Coral",
      "shades.2.hex": "#ff7f6e",
      "shades.0.name": "Rose",
      "shades.0.nameThai": "โรส",
      "shades.0.hex": "#C21E56",
      "shades.1.name": "",
      "shades.1.nameThai": "",
      "shades.1.hex": "",
    });
    expect(parsed).toMatchObject({
      ok: true,
      value: {
        shades: [
          { name: "Rose", nameThai: "โรส", hex: "#C21E56" },
          // No Thai name: the storefront shows the name.
          { name: "Coral", nameThai: "Coral", hex: "#FF7F6E" },
        ],
      },
    });
    expect(productForm({ "shades.0.name": "Rose", "shades.0.hex": "#C21E56", "shades.1.nameThai": "ชมพู", "shades.1.hex": "#ff0000" })).toEqual(
      oneFieldRefusal(m.shadeNameRequired(2), "shades"),
    );
    expect(productForm({ "shades.0.name": "Rose", "shades.0.hex": "red" })).toEqual(oneFieldRefusal(m.shadeHexInvalid(1), "shades"));
    expect(productForm({ "shades.0.name": "Rose", "shades.0.hex": "#111111", "shades.1.name": "rose", "shades.1.hex": "#222222" })).toEqual(
      oneFieldRefusal(m.shadeDuplicate("rose"), "shades"),
    );
    expect(productForm({ "shades.0.name": "Ro\u0000se", "shades.0.hex": "#111111" })).toMatchObject({ ok: false, field: "shades" });
    // A row ticked "remove" (the dialog without scripts) is no shade, whatever it holds.
    expect(
      productForm({
        "shades.0.name": "Rose",
        "shades.0.hex": "#111111",
        "shades.0.remove": "on",
        "shades.1.name": "Plum",
        "shades.1.hex": "#222222",
      }),
    ).toMatchObject({
      ok: true,
      value: { shades: [{ name: "Plum" }] },
    });
  });

  it("takes an image address only when it is an image the shop stored", () => {
    expect(productForm({ imageUrl: "/media/products/1b2c-960.webp" })).toMatchObject({
      ok: true,
      value: { imageUrl: "/media/products/1b2c-960.webp" },
    });
    expect(productForm({ imageUrl: "" })).toMatchObject({ ok: true, value: { imageUrl: null } });
    for (const imageUrl of [
      "https://evil.example/a-960.webp",
      "/media/../secret-960.webp",
      "/media/products/a.png",
      "//evil.example/media/a-960.webp",
      "javascript:alert(1)",
    ]) {
      expect(productForm({ imageUrl }), imageUrl).toEqual(oneFieldRefusal(m.imageUrlInvalid, "imageUrl"));
    }
  });
});

describe("product slugs", () => {
  it("read like the seed's, from the name", () => {
    expectMapping(productSlugBase, [
      ["Velvet Matte Lipstick – Brick Red", "velvet-matte-lipstick-brick-red"],
      ["Rosé Crème 8D", "rose-creme-8d"],
      ["ลิปสติก Velvet สีแดง", "velvet"],
      ["ลิปสติกสีแดง", "product"],
    ]);
    expect(productSlugBase("word ".repeat(40)).length).toBeLessThanOrEqual(80);
    expect(productSlugBase("word ".repeat(40))).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("take the first free number when the name's slug is taken", () => {
    expect(firstFreeSlug("rose", new Set())).toBe("rose");
    expect(firstFreeSlug("rose", new Set(["rose", "rose-2"]))).toBe("rose-3");
  });
});

describe("the payment notes form", () => {
  it("keeps the notes with LF line breaks, trims them, reads empty as none, and refuses more than the cap next to the field", () => {
    expect(parseForm(paymentNotesSchema, { adminNotes: "  โอนจากบัญชีสามี\r\nยอดตรง  ", expectedNotes: "บันทึกเดิม\r\nบรรทัดสอง" })).toEqual({
      ok: true,
      value: { adminNotes: "โอนจากบัญชีสามี\nยอดตรง", expectedNotes: "บันทึกเดิม\nบรรทัดสอง" },
    });
    expect(parseForm(paymentNotesSchema, { adminNotes: "   " })).toEqual({ ok: true, value: { adminNotes: null, expectedNotes: "" } });
    expect(parseForm(paymentNotesSchema, { adminNotes: "ก".repeat(PAYMENT_NOTES_MAX) }).ok).toBe(true);
    expect(parseForm(paymentNotesSchema, { adminNotes: "ก".repeat(PAYMENT_NOTES_MAX + 1), expectedNotes: "" })).toEqual(
      oneFieldRefusal(adminPaymentTexts.notesTooLong(PAYMENT_NOTES_MAX), "adminNotes"),
    );
  });
});
