import { count, ilike, or, type AnyColumn, type SQL, type SQLWrapper } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { ADMIN_PAGE_SIZE, clampPage, containsPattern, pageCount, type ListParams, type PagedList } from "../../../domain/admin/admin-list";
import type { DatabaseOrTransaction } from "./database";

export type { PagedList };

/**
 * The one way a back-office list is read: the count of matching rows first, then the asked-for
 * page of them with the page clamped to the last one, so `?page=999` shows the last page
 * rather than an empty table. Each screen supplies the two queries with its own search
 * condition; both are given the same `q`.
 */
export async function loadPagedList<Row>(
  params: ListParams,
  queries: {
    count: (q: string) => Promise<number>;
    /** `total` is the count just read, for lists that page from the nearer end (`pageWindow`). */
    rows: (q: string, limit: number, offset: number, total: number) => Promise<Row[]>;
  },
  pageSize = ADMIN_PAGE_SIZE,
): Promise<PagedList<Row>> {
  const total = await queries.count(params.q);
  const page = clampPage(params.page, total, pageSize);
  const rows = total === 0 ? [] : await queries.rows(params.q, pageSize, (page - 1) * pageSize, total);
  return {
    rows,
    total,
    page,
    pages: pageCount(total, pageSize),
    q: params.q,
    pageSize,
    ...(params.filters ? { filters: params.filters } : {}),
  };
}

/** A count query's number (`select({ total: count() })…`): 0 when it finds no row. */
export async function totalOf(count: PromiseLike<{ total: number }[]>): Promise<number> {
  const [row] = await count;
  return row?.total ?? 0;
}

/** Which rows of an ordered list of `total` to read for the page at `offset`. */
export type PageWindow = { limit: number; offset: number; reversed: boolean };

/**
 * Offset paging reads and skips every row before the page, so the last page of 100,000 orders
 * costs 100,000 index entries. Past the middle the page is read from the other end instead
 * (the list's order reversed — the same index read backwards — with the offset counted from
 * the end), so no page costs more than half the list and the last page costs what the first
 * does. The caller puts the rows back in the list's order (decision 038).
 */
export function pageWindow(total: number, limit: number, offset: number): PageWindow {
  if (offset + limit / 2 <= total / 2) return { limit, offset, reversed: false };
  const end = Math.min(total, offset + limit);
  return { limit: Math.max(0, end - offset), offset: total - end, reversed: true };
}

/** How many rows of `table` match `where`: a list's count query where no join is needed. */
export function countRows(db: { select: DatabaseOrTransaction["select"] }, table: PgTable, where: SQL | undefined): Promise<number> {
  return totalOf(db.select({ total: count() }).from(table).where(where));
}

/** A search box's condition: any of `targets` contains what was typed (ILIKE, pg_trgm); none when nothing was typed. */
export function containsAny(q: string, ...targets: (SQLWrapper | AnyColumn)[]): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(...targets.map((target) => ilike(target as AnyColumn, pattern)));
}
