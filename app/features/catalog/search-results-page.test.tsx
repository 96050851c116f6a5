import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { searchTexts } from "../../../domain/catalog/search-texts";
import { SearchResultsPage } from "./search-results-page";

const product = {
  id: "7d1f0a52-0000-4000-8000-000000000001",
  slug: "velvet-cherry",
  name: "Velvet Cherry",
  nameThai: "เวลเวท เชอร์รี่",
  line: "velvet",
  price: 299_00,
  imageUrl: null,
  inStock: true,
} as const;

describe("the search results page", () => {
  it("keeps its headings in order: the page's h1, the count as h2, then the cards' h3 names (no level skipped)", () => {
    const html = renderToString(
      <MemoryRouter>
        <SearchResultsPage view={{ kind: "results", query: "แดง", products: [product] }} />
      </MemoryRouter>,
    );
    const levels = [...html.matchAll(/<h([1-6])\b/g)].map((match) => Number(match[1]));
    expect(levels[0]).toBe(1);
    expect(levels).toContain(3);
    for (const [index, level] of levels.entries()) if (index > 0) expect(level - levels[index - 1]!).toBeLessThanOrEqual(1);
    // The count is still announced when a new search arrives.
    expect(html).toMatch(new RegExp(`role="status"[^>]*>${searchTexts.resultCount(1)}<`));
  });
});
