import { Printer } from "lucide-react";
import { Link } from "react-router";
import { adminTaxInvoiceTexts } from "../../domain/admin/admin-tax-invoice-texts";
import { formatThaiDate } from "../../domain/shared/dates";
import { formatBahtWithSatang } from "../../domain/shared/money";
import { listParams } from "../../server/shop/admin/admin-route";
import { loadTab } from "../../server/shop/admin/admin-tabs";
import { listCreditNotes, listTaxInvoices, type CreditNoteRow, type TaxInvoiceRow } from "../../server/shop/admin/tax-invoices";
import { requireAdmin } from "../../server/platform/auth/guards";
import { database } from "../../server/platform/db/database";
import { taxInvoicesOffered } from "../../server/shop/orders/tax-invoices";
import { ADMIN_BUTTON, AdminScreenError } from "../features/admin/kit/admin-screen";
import type { Column } from "../features/admin/kit/data-table";
import { ListScreen } from "../features/admin/kit/list-screen";
import { TabBar, type AdminTab } from "../features/admin/kit/tab-bar";
import { privatePageMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/admin.tax-invoices";
import { RowLink } from "../features/admin/kit/row-links";

const m = adminTaxInvoiceTexts;
/** The tab is kept by the search, the pager and every link of the list, as a filter. */
const TAB_FILTERS = ["tab"] as const;

/** Every issued tax invoice (decision 079), and on its own tab every credit note (decision 103), newest first; each opens as issued to print again. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const db = database();
  return loadTab(request, {
    invoices: async (request) => {
      const [list, offered] = await Promise.all([listTaxInvoices(db, listParams(request, TAB_FILTERS)), taxInvoicesOffered(db)]);
      return { screen: { list, dialogMissing: false }, offered };
    },
    "credit-notes": async (request) => ({ screen: { list: await listCreditNotes(db, listParams(request, TAB_FILTERS)), dialogMissing: false } }),
  });
}

type Tab = Route.ComponentProps["loaderData"]["tab"];
const TABS: readonly AdminTab<Tab>[] = [
  { key: "invoices", label: m.tabs.invoices },
  { key: "credit-notes", label: m.tabs["credit-notes"] },
];

export function meta({ data, matches }: Route.MetaArgs) {
  return privatePageMeta(data?.tab === "credit-notes" ? m.creditNotesTitle : m.listTitle, matches);
}

const orderPath = (orderNumber: string) => `/orders/${encodeURIComponent(orderNumber)}`;

const INVOICE_COLUMNS: Column<TaxInvoiceRow>[] = [
  { header: m.invoiceNumber, className: "whitespace-nowrap font-mono", cell: (row) => row.invoiceNumber },
  { header: m.issuedOn, className: "whitespace-nowrap", cell: (row) => formatThaiDate(row.issuedAt) },
  { header: m.orderNumber, className: "whitespace-nowrap font-mono", cell: (row) => row.orderNumber },
  {
    header: m.buyer,
    cell: (row) => (
      <>
        <span className="block">{row.buyerName}</span>
        <span className="block font-mono text-xs text-gray-600">{row.buyerTaxId}</span>
      </>
    ),
  },
  { header: m.total, className: "text-right whitespace-nowrap", cell: (row) => formatBahtWithSatang(row.totalAmount) },
  { header: m.vat, className: "text-right whitespace-nowrap", cell: (row) => formatBahtWithSatang(row.vatAmount) },
  {
    header: m.print,
    className: "text-right whitespace-nowrap",
    cell: (row) => <RowLink to={`${orderPath(row.orderNumber)}/tax-invoice`} icon={Printer} text={m.print} label={m.printFor(row.invoiceNumber)} />,
  },
];

const CREDIT_NOTE_COLUMNS: Column<CreditNoteRow>[] = [
  { header: m.creditNoteNumber, className: "whitespace-nowrap font-mono", cell: (row) => row.creditNoteNumber },
  { header: m.issuedOn, className: "whitespace-nowrap", cell: (row) => formatThaiDate(row.issuedAt) },
  { header: m.creditedInvoice, className: "whitespace-nowrap font-mono", cell: (row) => row.invoiceNumber },
  { header: m.orderNumber, className: "whitespace-nowrap font-mono", cell: (row) => row.orderNumber },
  { header: m.credited, className: "text-right whitespace-nowrap", cell: (row) => formatBahtWithSatang(row.amount) },
  { header: m.vat, className: "text-right whitespace-nowrap", cell: (row) => formatBahtWithSatang(row.vatAmount) },
  {
    header: m.print,
    className: "text-right whitespace-nowrap",
    cell: (row) => (
      <RowLink
        to={`${orderPath(row.orderNumber)}/credit-notes/${encodeURIComponent(row.creditNoteNumber)}`}
        icon={Printer}
        text={m.print}
        label={m.printCreditNote(row.creditNoteNumber)}
      />
    ),
  },
];

export default function AdminTaxInvoices({ loaderData: view }: Route.ComponentProps) {
  const tabs = <TabBar label={m.tabsLabel} tabs={TABS} current={view.tab} />;
  if (view.tab === "credit-notes")
    return (
      <ListScreen
        title={m.creditNotesTitle}
        texts={{ searchPlaceholder: m.creditNotesSearch, notFound: m.creditNoteNotFound, noneFound: m.noCreditNotes, showing: m.showing }}
        screen={view.data.screen}
        columns={CREDIT_NOTE_COLUMNS}
        reply={undefined}
        intro={tabs}
        filters={<input type="hidden" name="tab" value={view.tab} />}
      />
    );
  return (
    <ListScreen
      title={m.listTitle}
      texts={{ searchPlaceholder: m.searchPlaceholder, notFound: m.notFound, noneFound: m.noneFound, showing: m.showing }}
      screen={view.data.screen}
      columns={INVOICE_COLUMNS}
      reply={undefined}
      intro={
        <>
          {tabs}
          <div className="mb-4 flex flex-wrap items-center gap-3">
            {view.data.offered ? null : (
              <p role="note" className="rounded-xl bg-amber-50 px-4 py-2 text-sm text-amber-900">
                {m.vatOffNote}
              </p>
            )}
            <Link to="/admin/tax-invoice-settings" className={ADMIN_BUTTON.secondary}>
              {m.settingsLink}
            </Link>
          </div>
        </>
      }
    />
  );
}

export function ErrorBoundary() {
  return <AdminScreenError title={m.listTitle} message={m.fetchFailed} />;
}
