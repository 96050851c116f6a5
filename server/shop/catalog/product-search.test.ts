import { beforeAll, describe, expect, it } from "vitest";
import { parseSearchQuery } from "../../../domain/catalog/product-search";
import { categories, productColors, products, stocks } from "../../platform/db/schema";
import { DEMO_PRODUCTS } from "../demo/demo-catalogue";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { readSearchTerm } from "./catalogue-matching";
import { searchProducts } from "./product-search";

const testDb = provideTestDatabase();

beforeAll(async () => {
  const [category] = await testDb.db.insert(categories).values({ name: "Lips" }).returning({ id: categories.id });
  for (const [index, demo] of DEMO_PRODUCTS.entries()) {
    const [product] = await testDb.db
      .insert(products)
      .values({
        slug: demo.slug,
        name: demo.name,
        nameThai: demo.nameThai,
        line: demo.line,
        price: demo.price,
        categoryId: category!.id,
        createdAt: new Date(Date.UTC(2025, 0, 1 + index)),
      })
      .returning({ id: products.id });
    await testDb.db.insert(stocks).values({ productId: product!.id, quantity: demo.stock });
    for (const [sortOrder, colour] of demo.colors.entries()) await testDb.db.insert(productColors).values({ productId: product!.id, sortOrder, ...colour });
  }
  await testDb.db.insert(products).values({
    slug: "switched-off-red",
    name: "Switched Off Red",
    nameThai: "ลิปสีแดงที่ปิดขาย",
    line: "velvet",
    price: 100_00,
    categoryId: category!.id,
    isActive: false,
  });
});

/** The slugs a shopper's query finds, best first, through the same parsing the search page does. */
async function search(typed: string): Promise<string[]> {
  const query = parseSearchQuery(typed);
  if (query.kind !== "query") throw new Error(`not a query: ${typed}`);
  return (await searchProducts(testDb.db, query.terms)).map((product) => product.slug);
}

describe("searchProducts", () => {
  it("finds a product by its Thai name, a word inside the Thai text", async () => {
    expect(await search("ชานม")).toEqual(["powder-matte-lipstick-milk-tea-nude"]);
    expect((await search("ลิปออยล์"))[0]).toBe("glass-lip-oil-rosy-nude");
  });

  it("finds a product by its English name, in any case, the closest name first", async () => {
    expect(await search("Lip Oil")).toEqual(["glass-lip-oil-rosy-nude"]);
    expect((await search("CHERRY red"))[0]).toBe("liquid-gloss-8d-cherry-red");
  });

  it("finds a product by the name of one of its shades, English or Thai", async () => {
    expect(await search("Watermelon")).toEqual(["liquid-gloss-8d-cherry-red"]);
    expect(await search("แตงโม")).toEqual(["liquid-gloss-8d-cherry-red"]);
    expect(await search("มะม่วง")).toEqual(["honey-glaze-gloss-coral-orange"]);
    expect(await search("ชมพูอ่อน")).toEqual(["juicy-glow-gloss-peach-pink"]);
  });

  it("reads a Thai or English colour word as every product with a shade of that colour", async () => {
    const red = await search("แดง");
    expect(red).toEqual(expect.arrayContaining(["velvet-matte-lipstick-brick-red", "liquid-gloss-8d-cherry-red", "velvet-tint-chili-orange"]));
    expect(red).not.toContain("juicy-glow-gloss-peach-pink");
    expect(red).not.toContain("switched-off-red");
    expect(await search("red")).toEqual(expect.arrayContaining(["velvet-matte-lipstick-brick-red", "liquid-gloss-8d-cherry-red"]));
    const nude = await search("นู้ด");
    expect(nude).toEqual(expect.arrayContaining(["glass-lip-oil-rosy-nude", "powder-matte-lipstick-milk-tea-nude", "juicy-glow-gloss-peach-pink"]));
    expect(nude).not.toContain("velvet-luxe-lipstick-deep-plum");
    expect(await search("pink")).toContain("soft-blur-lip-mousse-mlbb-pink");
  });

  it("finds the colour inside a Thai phrase without spaces, and narrows by the other words", async () => {
    expect((await search("ลิปสีแดง")).sort()).toEqual((await search("แดง")).sort());
    const velvetRed = await search("เวลเวท แดง");
    expect(velvetRed).toContain("velvet-matte-lipstick-brick-red");
    expect(velvetRed).not.toContain("liquid-gloss-8d-cherry-red");
  });

  it("forgives typos in English and Thai", async () => {
    expect(await search("glosy")).toEqual(expect.arrayContaining(["juicy-glow-gloss-peach-pink", "shimmer-gloss-champagne-gold"]));
    expect(await search("cheri")).toContain("liquid-gloss-8d-cherry-red");
    // เวลเวต for เวลเวท: near spelling of the Thai names' word.
    const velvet = await search("เวลเวต");
    expect(velvet).toEqual(expect.arrayContaining(["velvet-matte-lipstick-brick-red", "velvet-tint-chili-orange"]));
    expect(velvet).not.toContain("juicy-glow-gloss-peach-pink");
  });

  it("finds nothing for words the catalogue does not have, and is not fooled by SQL or LIKE characters", async () => {
    expect(await search("zzqqxx")).toEqual([]);
    expect(await search("%")).toEqual([]);
    expect(await search("_")).toEqual([]);
    expect(await search("' or 1=1 --")).toEqual([]);
    expect(await search("red'); drop table products; --")).toEqual([]);
    expect(await search("(.*)")).toEqual([]);
    expect((await search("red")).length).toBeGreaterThan(0);
  });

  it("needs no query words to answer: none are searched, nothing is found", async () => {
    expect(await searchProducts(testDb.db, [])).toEqual([]);
  });
});

describe("readSearchTerm", () => {
  it("takes colour and line words out of a Thai word and keeps what says more", () => {
    expect(readSearchTerm("ลิปแดง")).toEqual({ text: "ลิปแดง", colours: ["red"], lines: [], rest: null });
    expect(readSearchTerm("แดงชานม")).toMatchObject({ colours: ["red"], rest: "ชานม" });
    expect(readSearchTerm("แมตต์")).toMatchObject({ colours: [], lines: ["velvet"] });
    expect(readSearchTerm("red")).toMatchObject({ colours: ["red"], rest: null });
    expect(readSearchTerm("reddish")).toMatchObject({ colours: [], lines: [] });
  });
});
