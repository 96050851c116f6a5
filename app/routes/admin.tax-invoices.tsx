import { Printer } from "lucide-react";
import { Link } from "react-router";
import { adminTaxInvoiceTexts } from "../../domain/admin/admin-tax-invoice-texts";
import { formatThaiDate } from "../../domain/shared/dates";
import { formatBahtWithSatang } from "../../domain/shared/money";
import { listParams } from "../../server/shop/admin/admin-route";
import { listTaxInvoices, type TaxInvoiceRow } from "../../server/shop/admin/tax-invoices";
import { requireAdmin } from "../../server/platform/auth/guards";
import { database } from "../../server/platform/db/database";
import { taxInvoicesOffered } from "../../server/shop/orders/tax-invoices";
import { ADMIN_BUTTON, AdminScreenError } from "../features/admin/kit/admin-screen";
import type { Column } from "../features/admin/kit/data-table";
import { ListScreen } from "../features/admin/kit/list-screen";
import { privateMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/admin.tax-invoices";
import { RowLink } from "../features/admin/kit/row-links";

const m = adminTaxInvoiceTexts;

/** Every issued tax invoice, newest first; each opens as issued to print again (decision 079). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const db = database();
  const [list, offered] = await Promise.all([listTaxInvoices(db, listParams(request)), taxInvoicesOffered(db)]);
  return { screen: { list, dialogMissing: false }, offered };
}

export const meta = privateMeta(m.listTitle);

export default function AdminTaxInvoices({ loaderData }: Route.ComponentProps) {
  const { screen, offered } = loaderData;
  const columns: Column<TaxInvoiceRow>[] = [
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
      cell: (row) => (
        <RowLink to={`/orders/${encodeURIComponent(row.orderNumber)}/tax-invoice`} icon={Printer} text={m.print} label={m.printFor(row.invoiceNumber)} />
      ),
    },
  ];
  return (
    <ListScreen
      title={m.listTitle}
      texts={{ searchPlaceholder: m.searchPlaceholder, notFound: m.notFound, noneFound: m.noneFound, showing: m.showing }}
      screen={screen}
      columns={columns}
      reply={undefined}
      intro={
        <div className="mb-4 flex flex-wrap items-center gap-3">
          {offered ? null : (
            <p role="note" className="rounded-xl bg-amber-50 px-4 py-2 text-sm text-amber-900">
              {m.vatOffNote}
            </p>
          )}
          <Link to="/admin/tax-invoice-settings" className={ADMIN_BUTTON.secondary}>
            {m.settingsLink}
          </Link>
        </div>
      }
    />
  );
}

export function ErrorBoundary() {
  return <AdminScreenError title={m.listTitle} message={m.fetchFailed} />;
}
