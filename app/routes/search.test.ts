import { beforeAll, describe, expect, it } from "vitest";
import { searchTexts } from "../../domain/catalog/search-texts";
import { categories, products, stocks } from "../../server/platform/db/schema";
import { provideTestDatabase } from "../../server/platform/db/test-support/test-database";
import { loader as productsLoader } from "./products";
import { loader, meta } from "./search";

// The search and /products routes as a browser reaches them: whatever is in the URL, a page or a
// redirect to the one canonical URL, never a server error.
const testDb = provideTestDatabase();

beforeAll(async () => {
  const [category] = await testDb.db.insert(categories).values({ name: "Lips" }).returning({ id: categories.id });
  const [product] = await testDb.db
    .insert(products)
    .values({
      slug: "brick-red",
      name: "Velvet Matte – Brick Red",
      nameThai: "ลิปสติก สีแดงอิฐ",
      line: "velvet",
      price: 299_00,
      categoryId: category!.id,
    })
    .returning({ id: products.id });
  await testDb.db.insert(stocks).values({ productId: product!.id, quantity: 3 });
});

type LoaderResult = { type?: string; data?: unknown; init?: { status?: number } | null };

/** Runs a loader for `path`, giving back what it returned or the Response it threw (a redirect). */
async function visit(run: (args: never) => Promise<unknown>, path: string): Promise<LoaderResult | Response> {
  const request = new Request(`http://shop.test${path}`);
  try {
    return (await run({ request, params: {}, context: {} } as never)) as LoaderResult;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

const search = (q: string) => visit(loader, `/search?${new URLSearchParams({ q })}`);

describe("GET /search", () => {
  it("finds products for a canonical query", async () => {
    const page = (await search("แดง")) as { kind: string; query: string; products: { slug: string }[] };
    expect(page).toMatchObject({ kind: "results", query: "แดง" });
    expect(page.products.map((product) => product.slug)).toEqual(["brick-red"]);
  });

  it("asks for a query when there is none", async () => {
    expect(await visit(loader, "/search")).toEqual({ kind: "none" });
  });

  it("redirects extra spaces and repeated q to the canonical URL", async () => {
    for (const path of ["/search?q=%20%20%E0%B9%81%E0%B8%94%E0%B8%87%20", "/search?q=red&q=pink"]) {
      const answer = await visit(loader, path);
      expect(answer).toBeInstanceOf(Response);
      expect((answer as Response).status).toBe(302);
    }
    expect(((await visit(loader, "/search?q=%20%20%E0%B9%81%E0%B8%94%E0%B8%87%20")) as Response).headers.get("Location")).toBe(
      "/search?q=%E0%B9%81%E0%B8%94%E0%B8%87",
    );
  });

  it("answers only spaces, control characters and very long text with 400 and a Thai message", async () => {
    const cases: [string, string][] = [
      ["   ", searchTexts.onlySpaces],
      ["red\u0000", searchTexts.controlCharacters],
      ["ก".repeat(5_000), searchTexts.tooLong(100)],
    ];
    for (const [q, message] of cases) {
      const answer = (await search(q)) as LoaderResult;
      expect(answer.type).toBe("DataWithResponseInit");
      expect(answer.init?.status).toBe(400);
      expect(answer.data).toEqual({ kind: "refused", message });
    }
  });

  it("answers injection-like text with an ordinary empty result", async () => {
    expect(await search("' or 1=1; drop table products --")).toMatchObject({ kind: "results", products: [] });
    expect(await search("%_\\")).toMatchObject({ kind: "results", products: [] });
  });
});

describe("the search page's tags for search engines (decision 090)", () => {
  /** The page's meta for `path`, as React Router asks for it after the loader answered. */
  async function tagsOf(path: string) {
    const answer = await visit(loader, path);
    const view = answer instanceof Response ? undefined : answer.type === "DataWithResponseInit" ? answer.data : answer;
    const root = { id: "root", loaderData: { publicUrl: "https://shop.example", chrome: { brandName: "Glossy & Velvet" } } };
    const url = new URL(path, "http://shop.test");
    const tags = meta({ data: view, matches: [root], location: { pathname: url.pathname, search: url.search, hash: "", state: null, key: "k" } } as never);
    const robots = tags.find((tag) => "name" in tag && tag.name === "robots");
    const canonical = tags.find((tag) => "rel" in tag && tag.rel === "canonical");
    return { robots: robots && "content" in robots ? robots.content : null, canonical: canonical && "href" in canonical ? canonical.href : null, tags };
  }

  it("lets results for a plain query be indexed, under its query in one form", async () => {
    expect(await tagsOf("/search?q=%E0%B9%81%E0%B8%94%E0%B8%87")).toMatchObject({
      robots: null,
      canonical: "https://shop.example/search?q=%E0%B9%81%E0%B8%94%E0%B8%87",
    });
    // The matching folds case, so does the canonical: one page for "Velvet" and "velvet".
    const mixedCase = await tagsOf("/search?q=Velvet+Matte");
    expect(mixedCase).toMatchObject({ robots: null, canonical: "https://shop.example/search?q=velvet+matte" });
    expect(mixedCase.tags).toContainEqual({ name: "description", content: searchTexts.resultsDescription("Velvet Matte", 1) });
    expect(mixedCase.tags).toContainEqual({ property: "og:url", content: "https://shop.example/search?q=velvet+matte" });
  });

  it("keeps out of indexes a search without results, without a query, refused, or with anything else in its URL", async () => {
    for (const path of [
      "/search?q=zzzzzz",
      "/search",
      "/search?q=%20%20%20",
      "/search?q=red&sort=price-asc",
      "/search?q=red&page=2",
      "/search?q=red&utm_source=line",
    ]) {
      expect(await tagsOf(path), path).toMatchObject({ robots: "noindex", canonical: null });
    }
  });
});

describe("GET /products with a sort and filters", () => {
  it("lists with valid parameters and redirects anything else to the canonical URL", async () => {
    const page = (await visit(productsLoader, "/products?line=velvet&colour=red&stock=in&sort=price-asc")) as {
      view: unknown;
      products: unknown[];
    };
    expect(page.view).toEqual({ line: "velvet", colour: "red", inStockOnly: true, sort: "price-asc" });
    expect(page.products).toHaveLength(1);
    const cases: [string, string][] = [
      ["/products?sort=newest&colour=&line=velvet", "/products?line=velvet"],
      ["/products?sort=%27%3B--&colour=blue&stock=1", "/products"],
      ["/products?sort=price-desc&sort=price-asc", "/products?sort=price-desc"],
    ];
    for (const [path, location] of cases) {
      const answer = (await visit(productsLoader, path)) as Response;
      expect(answer.status, path).toBe(302);
      expect(answer.headers.get("Location")).toBe(location);
    }
    // Other parameters (a campaign's) are left alone.
    expect(await visit(productsLoader, "/products?utm_source=line&stock=in")).not.toBeInstanceOf(Response);
  });
});
