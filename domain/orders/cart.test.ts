import { expectMapping } from "../shared/test-support/expect-mapping";
import { describe, it, expect } from "vitest";
import {
  MAX_LINE_QUANTITY,
  addToCart,
  cartTotals,
  cartProductIds,
  cartQuestion,
  parseStoredCart,
  readStoredCartLine,
  reconcileCart,
  removeFromCart,
  setQuantity,
  type CartItem,
  type CartLine,
} from "./cart";

const rose: CartItem = {
  productId: "velvet-01",
  colorId: "rose",
  colorName: "Rose",
  name: "Velvet Lip",
  nameThai: "เวลเวท ลิป",
  unitPrice: 24900,
  image: "/media/velvet.webp",
};
const coral: CartItem = { ...rose, colorId: "coral", colorName: "Coral" };
const gloss: CartItem = { ...rose, productId: "glossy-01", colorId: null, colorName: "ปกติ", unitPrice: 19900 };

describe("addToCart", () => {
  it("appends a new line with quantity 1 by default", () => {
    expect(addToCart([], rose)).toEqual([{ ...rose, quantity: 1 }]);
  });

  it("merges the same product in the same colour", () => {
    const lines = addToCart(addToCart([], rose, 2), rose, 3);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.quantity).toBe(5);
  });

  it("keeps other colours and products on their own lines", () => {
    const lines = addToCart(addToCart(addToCart([], rose), coral), gloss);
    expect(lines.map((l) => [l.productId, l.colorId])).toEqual([
      ["velvet-01", "rose"],
      ["velvet-01", "coral"],
      ["glossy-01", null],
    ]);
  });

  it("does not change the array it was given", () => {
    const before = addToCart([], rose);
    const snapshot = structuredClone(before);
    const after = addToCart(before, rose);
    expect(before).toEqual(snapshot);
    expect(after).not.toBe(before);
    expect(after[0]).not.toBe(before[0]);
  });

  it("clamps to the known stock", () => {
    const limited = { ...rose, maxQuantity: 3 };
    expect(addToCart([], limited, 5)[0]?.quantity).toBe(3);
    expect(addToCart(addToCart([], limited, 2), limited, 2)[0]?.quantity).toBe(3);
  });

  it("uses the fresher stock and price of the incoming item", () => {
    const lines = addToCart([], { ...rose, maxQuantity: 10 }, 4);
    const updated = addToCart(lines, { ...rose, unitPrice: 19900, maxQuantity: 5 }, 4);
    expect(updated[0]).toMatchObject({ quantity: 5, unitPrice: 19900, maxQuantity: 5 });
  });

  it("ignores sold-out items and non-positive quantities", () => {
    expect(addToCart([], { ...rose, maxQuantity: 0 })).toEqual([]);
    expect(addToCart([], rose, 0)).toEqual([]);
    expect(addToCart([], rose, -2)).toEqual([]);
    expect(addToCart([], rose, Number.NaN)).toEqual([]);
  });

  it("does not copy unrelated fields or a stale quantity from the item", () => {
    const product = { ...rose, quantity: 40, description: "long text" } as CartItem;
    expect(addToCart([], product, 2)).toEqual([{ ...rose, quantity: 2 }]);
  });

  it("never exceeds the per-line guard", () => {
    expect(addToCart([], rose, 10_000)[0]?.quantity).toBe(MAX_LINE_QUANTITY);
  });
});

describe("removeFromCart and setQuantity", () => {
  const lines = addToCart(addToCart([], rose, 2), coral, 1);

  it("removes only the matching product and colour", () => {
    expect(removeFromCart(lines, "velvet-01", "rose").map((l) => l.colorId)).toEqual(["coral"]);
    expect(removeFromCart(lines, "velvet-01", null)).toEqual(lines);
  });

  it("sets a quantity, removing the line at zero or below", () => {
    expect(setQuantity(lines, "velvet-01", "rose", 7)[0]?.quantity).toBe(7);
    expect(setQuantity(lines, "velvet-01", "rose", 0).map((l) => l.colorId)).toEqual(["coral"]);
    expect(setQuantity(lines, "velvet-01", "coral", -1).map((l) => l.colorId)).toEqual(["rose"]);
    expect(lines[0]?.quantity).toBe(2);
  });

  it("clamps a set quantity to stock and ignores NaN", () => {
    const limited = addToCart([], { ...rose, maxQuantity: 4 });
    expect(setQuantity(limited, "velvet-01", "rose", 9)[0]?.quantity).toBe(4);
    expect(setQuantity(limited, "velvet-01", "rose", Number.NaN)).toEqual(limited);
    expect(setQuantity(limited, "velvet-01", "rose", 2.7)[0]?.quantity).toBe(2);
  });
});

describe("cartTotals", () => {
  it("counts the items and sums their prices (shipping and discounts are the server's)", () => {
    const lines = addToCart(addToCart([], rose, 2), gloss, 1);
    expect(cartTotals(lines)).toEqual({ itemCount: 3, subtotal: 2 * 24900 + 19900 });
  });

  it("is zero for an empty cart", () => {
    expect(cartTotals([])).toEqual({ itemCount: 0, subtotal: 0 });
  });
});

describe("parseStoredCart", () => {
  const good: CartLine = { ...rose, quantity: 2 };

  it("accepts a stored array or the raw JSON string", () => {
    expect(parseStoredCart([good])).toEqual([good]);
    expect(parseStoredCart(JSON.stringify([good]))).toEqual([good]);
  });

  it("returns an empty cart for junk", () =>
    expectMapping(parseStoredCart, [
      [null, []],
      ["{not json", []],
      [{ lines: [good] }, []],
    ]));

  it("drops invalid lines but keeps the valid ones", () => {
    const stored = [
      good,
      { ...good, productId: "" },
      { ...good, colorId: "coral", unitPrice: 199.5 },
      { ...good, colorId: "x", quantity: 0 },
      { ...good, colorId: "y", quantity: "3" },
      "oops",
      { ...gloss, quantity: 1 },
    ];
    expect(parseStoredCart(stored).map((l) => [l.productId, l.colorId])).toEqual([
      ["velvet-01", "rose"],
      ["glossy-01", null],
    ]);
  });

  it("merges duplicates and clamps to stored stock", () => {
    const stored = [good, { ...good, quantity: 5, maxQuantity: 4 }];
    expect(parseStoredCart(stored)).toEqual([{ ...good, quantity: 4, maxQuantity: 4 }]);
  });

  it("strips unknown fields", () => {
    expect(parseStoredCart([{ ...good, isAdmin: true }])[0]).not.toHaveProperty("isAdmin");
  });
});

describe("reconcileCart", () => {
  const fresh = (productId: string, changes: Partial<{ unitPrice: number; stockQuantity: number; nameThai: string }> = {}) => ({
    productId,
    name: "Velvet Lip",
    nameThai: changes.nameThai ?? "เวลเวท ลิป",
    unitPrice: changes.unitPrice ?? 24900,
    image: "/media/velvet.webp",
    stockQuantity: changes.stockQuantity ?? 50,
  });

  it("changes nothing when the server agrees with the stored lines", () => {
    const lines = addToCart([], { ...rose, maxQuantity: 50 }, 2);
    expect(reconcileCart(lines, { checked: ["velvet-01"], products: [fresh("velvet-01")] })).toEqual({ lines, removed: 0, changed: false });
  });

  it("takes the server's price and names for every colour of a product", () => {
    const lines = addToCart(addToCart([], rose, 2), coral, 1);
    const result = reconcileCart(lines, {
      checked: ["velvet-01"],
      products: [fresh("velvet-01", { unitPrice: 19900, nameThai: "ชื่อใหม่" })],
    });
    expect(result.changed).toBe(true);
    expect(result.lines.map((line) => [line.colorId, line.unitPrice, line.nameThai, line.quantity])).toEqual([
      ["rose", 19900, "ชื่อใหม่", 2],
      ["coral", 19900, "ชื่อใหม่", 1],
    ]);
    expect(cartTotals(result.lines).subtotal).toBe(3 * 19900);
  });

  it("clamps quantities to the stock and drops products that are gone or sold out", () => {
    const lines = addToCart(addToCart(addToCart([], rose, 5), gloss, 1), { ...rose, productId: "gone" }, 1);
    const result = reconcileCart(lines, {
      checked: ["velvet-01", "glossy-01", "gone"],
      products: [fresh("velvet-01", { stockQuantity: 3 }), fresh("glossy-01", { stockQuantity: 0 })],
    });
    expect(result.removed).toBe(2);
    expect(result.lines).toHaveLength(1);
    expect(result.lines[0]).toMatchObject({ productId: "velvet-01", quantity: 3, maxQuantity: 3 });
  });

  it("leaves lines alone whose product was not asked about (added meanwhile)", () => {
    const lines = addToCart(addToCart([], rose, 1), gloss, 1);
    const result = reconcileCart(lines, { checked: ["velvet-01"], products: [fresh("velvet-01", { unitPrice: 100 })] });
    expect(result.removed).toBe(0);
    expect(result.lines.map((line) => [line.productId, line.unitPrice])).toEqual([
      ["velvet-01", 100],
      ["glossy-01", 19900],
    ]);
  });
});

describe("cartProductIds", () => {
  it("keeps unique UUIDs only, at most one per possible cart line", () => {
    const id = "0b0f6f9e-3d4a-4f43-9a53-2b1f6f0a9c11";
    expect(cartProductIds([id, id, "velvet-01", "", "' or 1=1"])).toEqual([id]);
    const many = Array.from({ length: 150 }, () => crypto.randomUUID());
    expect(cartProductIds(many)).toEqual(many.slice(0, 100));
  });

  it("echoes the question without duplicates or oversized values", () => {
    expect(cartQuestion(["a", "a", "x".repeat(101), "b"])).toEqual(["a", "b"]);
  });
});

describe("the picked shade's colour on a stored line (issue 24: the cart's thumbnail shows it)", () => {
  const stored = {
    productId: "p1",
    colorId: "c2",
    colorName: "แดง คลาสสิก",
    name: "Lip",
    nameThai: "ลิป",
    unitPrice: 39000,
    image: null,
    quantity: 1,
  };
  it("keeps a #rrggbb shade colour and drops anything else, keeping the line", () => {
    expect(readStoredCartLine({ ...stored, colorHex: "#B22234" })?.colorHex).toBe("#B22234");
    const odd = readStoredCartLine({ ...stored, colorHex: "red;background:url(x)" });
    expect(odd).not.toBeNull();
    expect(odd).not.toHaveProperty("colorHex");
  });

  it("is kept when the line is added", () => {
    const { quantity: _quantity, ...item } = stored;
    expect(addToCart([], { ...item, colorHex: "#B22234" }, 1)[0]?.colorHex).toBe("#B22234");
  });
});
