import { ADMIN_PAGE_SIZE, clampPage, pageCount, type ListParams, type PagedList } from "../../domain/admin-list";

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
    rows: (q: string, limit: number, offset: number) => Promise<Row[]>;
  },
  pageSize = ADMIN_PAGE_SIZE,
): Promise<PagedList<Row>> {
  const total = await queries.count(params.q);
  const page = clampPage(params.page, total, pageSize);
  const rows = total === 0 ? [] : await queries.rows(params.q, pageSize, (page - 1) * pageSize);
  return { rows, total, page, pages: pageCount(total, pageSize), q: params.q, pageSize, ...(params.filters ? { filters: params.filters } : {}) };
}
