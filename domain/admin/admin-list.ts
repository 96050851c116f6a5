/**
 * Paging and search for every back-office list (spec §2 Admin, §9): the search term and the
 * page live in the URL (`?q=&page=`), so a reload or a shared link shows the same list.
 */

/** Spec §9: admin page size 20. */
export const ADMIN_PAGE_SIZE = 20;
export const SEARCH_MAX_LENGTH = 100;

/**
 * `filters` are a screen's own narrowing parameters (`?status=` on /admin-orders), kept in the
 * URL beside the search and page by every link, pager step and redirect of the list.
 */
export type ListParams = { q: string; page: number; filters?: Readonly<Record<string, string>> };

/** One page of a back-office list as the server answers it and the table shows it. */
export type PagedList<Row> = {
  rows: Row[];
  total: number;
  /** The page shown: the one asked for, or the last one when that was beyond the end. */
  page: number;
  pages: number;
  q: string;
  pageSize: number;
  filters?: Readonly<Record<string, string>>;
};

/**
 * `?q=&page=` as the list reads them. Anything a link of ours cannot have made — a page that
 * is not a whole number ≥ 1, absurdly long or garbled search text — reads as page 1 or no
 * search, never as an error.
 */
export function readListParams(search: URLSearchParams, filterNames: readonly string[] = []): ListParams {
  const rawPage = search.get("page") ?? "";
  const page = /^[1-9][0-9]{0,8}$/.test(rawPage) ? Number(rawPage) : 1;
  const q = cleanText(search.get("q"));
  if (filterNames.length === 0) return { q, page };
  const filters: Record<string, string> = {};
  for (const name of filterNames) {
    const value = cleanText(search.get(name));
    if (value) filters[name] = value;
  }
  return { q, page, filters };
}

function cleanText(value: string | null): string {
  return (
    (value ?? "")
      // eslint-disable-next-line no-control-regex -- control characters are exactly what is dropped
      .replace(/[\u0000-\u001f\u007f]/g, "")
      .trim()
      .slice(0, SEARCH_MAX_LENGTH)
  );
}

/** The page count for `total` rows (at least 1, so an empty list has a page 1). */
export function pageCount(total: number, pageSize = ADMIN_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A page beyond the last one shows the last one. */
export function clampPage(page: number, total: number, pageSize = ADMIN_PAGE_SIZE): number {
  return Math.min(Math.max(1, page), pageCount(total, pageSize));
}

export type PagerItem = { kind: "page"; page: number; current: boolean } | { kind: "gap"; key: string };

/**
 * The spec's pager: the first page, the last page and the pages within 2 of the current one,
 * with a gap wherever pages are skipped. `pagerItems(7, 20)` → 1 … 5 6 7 8 9 … 20.
 */
export function pagerItems(current: number, pages: number): PagerItem[] {
  const shown = new Set<number>([1, pages]);
  for (let page = current - 2; page <= current + 2; page++) if (page >= 1 && page <= pages) shown.add(page);
  const items: PagerItem[] = [];
  let previous = 0;
  for (const page of [...shown].sort((a, b) => a - b)) {
    if (page - previous > 1) items.push({ kind: "gap", key: `gap-${previous}` });
    items.push({ kind: "page", page, current: page === current });
    previous = page;
  }
  return items;
}

/** The list's URL with some parameters changed (empty or page 1 values are left out). */
export function listHref(
  pathname: string,
  params: ListParams,
  change: Partial<Pick<ListParams, "q" | "page">> & Record<string, string | number | undefined> = {},
): string {
  const merged: Record<string, string | number | undefined> = { ...params.filters, q: params.q, page: params.page, ...change };
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(merged)) {
    if (value === undefined || value === "" || (key === "page" && Number(value) === 1)) continue;
    search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** A LIKE pattern that matches `term` literally anywhere (its % and _ are not wildcards). */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * A short list shown whole (slides, home videos: a handful of rows, no search), in the shape
 * `DataTable` takes, so it reads like every other back-office table.
 */
export function wholeList<Row>(rows: Row[]): PagedList<Row> {
  return { rows, total: rows.length, page: 1, pages: 1, q: "", pageSize: Math.max(rows.length, 1) };
}
