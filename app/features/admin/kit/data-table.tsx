import { ChevronLeft, ChevronRight, Search } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { listHref, pagerItems, SEARCH_MAX_LENGTH, type PagedList } from "../../../../domain/admin/admin-list";
import { adminPagerTexts, adminScreenTexts } from "../../../../domain/admin/admin-screen-texts";
import { TEXT_INPUT_CLASS } from "../../../ui/form-controls";
import { ADMIN_BUTTON } from "./admin-screen";

const s = adminScreenTexts;

export type Column<Row> = {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Extra classes for this column's cells (alignment, width). */
  className?: string;
  /** The row's buttons: on a phone they close the card, full width, without a label (decision 080). */
  actions?: boolean;
};

/**
 * The search box of a list: a plain GET form, so the term lands in the URL (`?q=`) and a new
 * search starts again on page 1.
 */
export function ListSearch({ q, label, placeholder, children }: { q: string; label: string; placeholder: string; children?: ReactNode }) {
  return (
    <Form method="get" role="search" noValidate className="flex max-w-2xl flex-wrap gap-2 sm:flex-nowrap">
      <label htmlFor="list-search" className="sr-only">
        {label}
      </label>
      <input id="list-search" type="search" name="q" defaultValue={q} maxLength={SEARCH_MAX_LENGTH} placeholder={placeholder} className={TEXT_INPUT_CLASS} />
      {/* The screen's own filters (a status select), sent with the search in the same GET. */}
      {children}
      <button type="submit" className={ADMIN_BUTTON.primary}>
        <Search className="size-4" aria-hidden />
        {s.search}
      </button>
    </Form>
  );
}

/** A list's status filter, sent with its search (`ListSearch`'s child): `?status=`, one option per value. */
export function StatusFilter({
  id,
  label,
  value,
  options,
}: {
  id: string;
  label: string;
  value: string;
  options: readonly (readonly [value: string, text: string])[];
}) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select id={id} name="status" defaultValue={value} className={`${TEXT_INPUT_CLASS} sm:max-w-48`}>
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
    </>
  );
}

/**
 * The one back-office table: a caption for screen readers, a loading state while the next
 * page or search is on its way, an empty state. Below `sm` (a phone) every row is a card, by
 * CSS alone (decision 080): each cell a line with its column's name before it, the row's
 * actions last and full width, so nothing scrolls sideways and no action sits off-screen.
 * The explicit roles keep it a table for screen readers once its parts are laid out as blocks.
 */
export function DataTable<Row>({
  caption,
  columns,
  list,
  rowKey,
  empty,
  showing,
}: {
  caption: string;
  columns: readonly Column<Row>[];
  list: PagedList<Row>;
  rowKey: (row: Row) => string;
  empty: string;
  /** The pager's line when the spec words it for this screen ('Showing X to Y of Z products'). */
  showing?: (from: number, to: number, total: number) => string;
}) {
  const navigation = useNavigation();
  const location = useLocation();
  // Only a navigation to this same list (another page, another search) makes it "loading".
  const loading = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  return (
    <div className="mt-4">
      <div
        role="region"
        aria-label={caption}
        tabIndex={0}
        aria-busy={loading}
        className={`focus-visible:outline-2 focus-visible:outline-brand-400 sm:overflow-x-auto sm:rounded-2xl sm:border sm:border-gray-200 sm:bg-white ${loading ? "opacity-60" : ""}`}
      >
        <table role="table" className="w-full text-left text-sm max-sm:block sm:min-w-[40rem]">
          <caption className="sr-only">{caption}</caption>
          <thead role="rowgroup" className="bg-gray-50 text-xs uppercase tracking-wide text-gray-500 max-sm:sr-only">
            <tr role="row">
              {columns.map((column) => (
                <th key={column.header} role="columnheader" scope="col" className={`px-4 py-3 font-semibold whitespace-nowrap ${column.className ?? ""}`}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup" className="divide-y divide-gray-100 max-sm:block max-sm:space-y-3 max-sm:divide-y-0">
            {list.rows.length === 0 ? (
              <tr role="row" className="max-sm:block">
                <td
                  role="cell"
                  colSpan={columns.length}
                  className="px-4 py-10 text-center text-gray-500 max-sm:block max-sm:rounded-2xl max-sm:border max-sm:border-gray-200 max-sm:bg-white"
                >
                  {empty}
                </td>
              </tr>
            ) : (
              list.rows.map((row) => (
                <tr key={rowKey(row)} role="row" className={`align-top hover:bg-brand-50/40 ${CARD}`}>
                  {columns.map((column) => (
                    <td
                      key={column.header}
                      role="cell"
                      data-label={column.actions ? undefined : column.header}
                      className={`px-4 py-3 ${column.className ?? ""} ${column.actions ? CARD_ACTIONS : CARD_LINE}`}
                    >
                      <div className={column.actions ? ACTIONS : "min-w-0"}>{column.cell(row)}</div>
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {loading ? (
        <p role="status" className="sr-only">
          {s.loading}
        </p>
      ) : null}
      <Pager list={list} showing={showing} />
    </div>
  );
}

// A phone's card: the row as a box; each cell a line, its column's name first (`data-label`).
const CARD = "max-sm:block max-sm:rounded-2xl max-sm:border max-sm:border-gray-200 max-sm:bg-white max-sm:px-4 max-sm:py-2 max-sm:shadow-sm";
const CARD_LINE =
  "max-sm:flex max-sm:flex-wrap max-sm:items-start max-sm:justify-between max-sm:gap-x-3 max-sm:px-0 max-sm:py-1.5 max-sm:text-right max-sm:before:text-left max-sm:before:text-xs max-sm:before:font-medium max-sm:before:text-gray-600 max-sm:before:content-[attr(data-label)] max-sm:[&>*]:min-w-0";
// The row's buttons under the lines, at the thumb's end of the card.
/**
 * A row's buttons wrap onto a second line rather than push the table past its card: on a
 * desktop the last action ("ปฏิเสธ") was cut off at the card's edge (issue 33); each button stays whole.
 */
const ACTIONS = "flex flex-wrap justify-end gap-1 whitespace-nowrap";
const CARD_ACTIONS = "max-sm:mt-1 max-sm:block max-sm:border-t max-sm:border-gray-100 max-sm:px-0 max-sm:pt-2";

/** The spec's pager: Previous, the first and last pages and those within 2 of the current one, Next. */
export function Pager<Row>({ list, showing = s.showing }: { list: PagedList<Row>; showing?: (from: number, to: number, total: number) => string }) {
  const { pathname } = useLocation();
  const params = { q: list.q, page: list.page, ...(list.filters ? { filters: list.filters } : {}) };
  const from = list.total === 0 ? 0 : (list.page - 1) * list.pageSize + 1;
  const to = Math.min(list.total, list.page * list.pageSize);
  return (
    <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-gray-600">{showing(from, to, list.total)}</p>
      {list.pages > 1 ? (
        <nav aria-label={s.pagerLabel}>
          <ul className="flex flex-wrap items-center gap-1">
            <li>
              <PagerStep to={list.page > 1 ? listHref(pathname, params, { page: list.page - 1 }) : null}>
                <ChevronLeft className="size-4" aria-hidden />
                {adminPagerTexts.previous}
              </PagerStep>
            </li>
            {pagerItems(list.page, list.pages).map((item) =>
              item.kind === "gap" ? (
                <li key={item.key} aria-hidden className="px-1 text-gray-400">
                  …
                </li>
              ) : (
                <li key={item.page}>
                  <Link
                    to={listHref(pathname, params, { page: item.page })}
                    aria-label={s.page(item.page)}
                    aria-current={item.current ? "page" : undefined}
                    className={`${PAGER_STEP} ${item.current ? "bg-brand-500 font-semibold text-white" : "hover:bg-gray-100"}`}
                  >
                    {item.page}
                  </Link>
                </li>
              ),
            )}
            <li>
              <PagerStep to={list.page < list.pages ? listHref(pathname, params, { page: list.page + 1 }) : null}>
                {adminPagerTexts.next}
                <ChevronRight className="size-4" aria-hidden />
              </PagerStep>
            </li>
          </ul>
        </nav>
      ) : null}
    </div>
  );
}

const PAGER_STEP =
  "inline-flex min-w-9 items-center justify-center gap-1 rounded-full px-3 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-brand-400";

/** Previous or Next: a link, or a greyed step where there is no page to go to. */
function PagerStep({ to, children }: { to: string | null; children: ReactNode }) {
  return to ? (
    <Link to={to} className={`${PAGER_STEP} hover:bg-gray-100`}>
      {children}
    </Link>
  ) : (
    <span className={`${PAGER_STEP} text-gray-400`} aria-disabled="true">
      {children}
    </span>
  );
}
