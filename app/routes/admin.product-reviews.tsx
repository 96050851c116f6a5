import { EyeOff, Eye } from "lucide-react";
import { Form, useLocation } from "react-router";
import { adminProductReviewTexts } from "../../domain/admin/admin-product-review-texts";
import { adminScreenTexts } from "../../domain/admin/admin-screen-texts";
import { formatThaiDate } from "../../domain/shared/dates";
import { adminAction, listParams, rowWrite } from "../../server/shop/admin/admin-route";
import { listBuyerReviews, setBuyerReviewHidden, type BuyerReviewRow } from "../../server/shop/admin/product-reviews";
import { requireAdmin } from "../../server/platform/auth/guards";
import { database } from "../../server/platform/db/database";
import { ADMIN_BUTTON, AdminScreen, AdminScreenError } from "../features/admin/kit/admin-screen";
import { DataTable, type Column } from "../features/admin/kit/data-table";
import { PersonCell } from "../features/admin/kit/person-cell";
import { privateMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/admin.product-reviews";

const m = adminProductReviewTexts;
const s = adminScreenTexts;

/** Buyers' reviews (decision 072), apart from the curated home-page reviews of /admin/reviews. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { list: await listBuyerReviews(database(), listParams(request)) };
}

export const action = adminAction({
  hide: rowWrite("product-review-hidden", ({ db, admin }, id) => setBuyerReviewHidden(db, admin, id, true)),
  show: rowWrite("product-review-shown", ({ db, admin }, id) => setBuyerReviewHidden(db, admin, id, false)),
});

export const meta = privateMeta(m.title);

export default function AdminProductReviews({ loaderData, actionData }: Route.ComponentProps) {
  const { list } = loaderData;
  const { pathname, search } = useLocation();
  const columns: Column<BuyerReviewRow>[] = [
    { header: m.product, cell: (row) => row.productName },
    { header: m.reviewer, cell: (row) => <PersonCell name={row.reviewerName} email={row.reviewerEmail} /> },
    {
      header: m.rating,
      cell: (row) => (
        <>
          <span aria-hidden="true" className="text-amber-600">
            {"★".repeat(row.rating)}
          </span>
          <span className="sr-only">{m.stars(row.rating)}</span>
        </>
      ),
    },
    {
      header: m.text,
      className: "min-w-64",
      cell: (row) => (
        <>
          <span className="whitespace-pre-line">{row.text}</span>
          {row.photoUrl ? (
            <a href={row.photoUrl} className="ml-2 text-xs text-brand-700 underline">
              {m.hasPhoto}
            </a>
          ) : null}
        </>
      ),
    },
    { header: m.written, cell: (row) => formatThaiDate(row.createdAt) },
    { header: m.state, cell: (row) => (row.hidden ? m.hidden : m.shown) },
    {
      header: s.actions,
      actions: true,
      className: "text-right whitespace-nowrap",
      cell: (row) => (
        <Form method="post" action={pathname + search} preventScrollReset noValidate className="inline">
          <input type="hidden" name="intent" value={row.hidden ? "show" : "hide"} />
          <input type="hidden" name="id" value={row.id} />
          <input type="hidden" name="rowId" value={row.id} />
          <button
            type="submit"
            className={row.hidden ? ADMIN_BUTTON.row : ADMIN_BUTTON.rowDanger}
            aria-label={row.hidden ? m.showFor(row.productName, row.reviewerName) : m.hideFor(row.productName, row.reviewerName)}
          >
            {row.hidden ? <Eye className="size-4" aria-hidden /> : <EyeOff className="size-4" aria-hidden />}
            {row.hidden ? m.show : m.hide}
          </button>
        </Form>
      ),
    },
  ];
  return (
    <AdminScreen title={m.title}>
      <p className="mb-4 text-sm text-gray-600">{m.intro}</p>
      {actionData && !actionData.ok ? (
        <p role="alert" className="mb-4 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          {actionData.message}
        </p>
      ) : null}
      <DataTable caption={m.title} columns={columns} list={list} rowKey={(row) => row.id} empty={m.noneFound} />
    </AdminScreen>
  );
}

export function ErrorBoundary() {
  return <AdminScreenError title={m.title} message={m.loadFailed} />;
}
