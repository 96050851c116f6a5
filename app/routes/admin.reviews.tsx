import { pageRefusal } from "../../server/http/refusal-answer";
import { refused } from "../../domain/refusal";
import { Plus, Save, Star, Trash2 } from "lucide-react";
import { data, Form, Link, useLocation } from "react-router";
import { parseForm, type FormReply } from "../../domain/form-contract";
import { listHref } from "../../domain/admin-list";
import { adminContentTexts } from "../../domain/admin-content-texts";
import { adminReviewTexts } from "../../domain/admin-review-texts";
import { adminScreenTexts } from "../../domain/admin-screen-texts";
import { isReviewField, reviewFieldSchema, reviewRowSchema, reviewSchema } from "../../domain/content-forms";
import { REVIEW_RATING_DEFAULT, REVIEW_RATING_MAX, REVIEW_RATING_MIN } from "../../domain/limits";
import { requestTexts } from "../../domain/request-texts";
import {
  activeSwitchIntent,
  adminAction,
  dialogRow,
  dialogWrite,
  listParams,
  rowWrite,
  type AdminIntent,
} from "../../server/admin/admin-route";
import { createReview, deleteReview, listReviews, loadReview, updateReview, type ReviewRow } from "../../server/admin/reviews";
import { requireAdmin } from "../../server/auth/guards";
import { database } from "../../server/db/database";
import { reviews } from "../../server/db/schema";
import { noticeCookieHeader } from "../../server/http/notice";
import { ActiveSwitch } from "../features/admin/kit/active-switch";
import { DeleteDialog, DialogField, fieldValue, FormDialog } from "../features/admin/kit/admin-dialog";
import { ADMIN_BUTTON, AdminScreen, AdminScreenError } from "../features/admin/kit/admin-screen";
import { DataTable, type Column } from "../features/admin/kit/data-table";
import { DialogCheckbox } from "../features/admin/kit/dialog-checkbox";
import { INLINE_FIELD_INTENT, InlineField } from "../features/admin/kit/inline-field";
import { privatePageMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/admin.reviews";

const m = adminReviewTexts;
const s = adminScreenTexts;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const db = database();
  const deleteId = dialogRow(request, "delete");
  const [list, deleting] = await Promise.all([listReviews(db, listParams(request)), deleteId ? loadReview(db, deleteId) : null]);
  return { list, creating: new URL(request.url).searchParams.get("new") === "1", deleting, dialogMissing: Boolean(deleteId && !deleting) };
}

/**
 * One field left after a change (the table's inline edit, posted by a fetcher): checked with
 * that field's own schema and saved alone. Both answers are the kit's form reply, so the
 * field shows a refusal under itself; a success carries no field, and its one-shot notice
 * ('saved') is shown by the root layout when the page revalidates.
 */
const saveOneField: AdminIntent = async ({ db, admin, form, rowId, refuse }) => {
  const id = rowId();
  const field = form.get("field");
  if (!isReviewField(field)) throw pageRefusal(refused(400, requestTexts.badRequest));
  const value = form.get("value");
  const parsed = parseForm(reviewFieldSchema(field), { [field]: typeof value === "string" ? value : undefined });
  if (!parsed.ok) return refuse(parsed);
  const result = await updateReview(db, admin, id, parsed.value);
  if (!result.ok) return refuse(result);
  return data<FormReply>(
    { ok: true, intent: INLINE_FIELD_INTENT, message: adminContentTexts.saved },
    { headers: { "Set-Cookie": noticeCookieHeader("content-saved") } },
  );
};

export const action = adminAction({
  create: dialogWrite(reviewSchema, "content-added", async ({ db, admin }, review) => {
    await createReview(db, admin, review);
    return { ok: true };
  }),
  // The row's save button (the table without scripts): every field of the row at once.
  update: dialogWrite(reviewRowSchema, "content-saved", ({ db, admin, rowId }, review) => updateReview(db, admin, rowId(), review)),
  [INLINE_FIELD_INTENT]: saveOneField,
  delete: rowWrite("content-deleted", ({ db, admin }, id) => deleteReview(db, admin, id)),
  "switch-active": activeSwitchIntent({ entity: "review", table: reviews }, "content-saved"),
});

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(m.title, matches);
}

export default function AdminReviews({ loaderData, actionData }: Route.ComponentProps) {
  const { list, creating, deleting, dialogMissing } = loaderData;
  const { pathname, search } = useLocation();
  const here = { q: list.q, page: list.page };
  const closeHref = listHref(pathname, here);
  const rowReply = actionData?.intent === "update" ? actionData : undefined;
  const formId = (row: ReviewRow) => `review-${row.id}`;
  const cell = (
    row: ReviewRow,
    name: keyof ReviewRow & string,
    label: string,
    value: string,
    extra: Partial<Parameters<typeof InlineField>[0]> = {},
  ) => (
    <InlineField
      formId={formId(row)}
      rowId={row.id}
      name={name}
      label={m.fieldFor(label, row.reviewerName)}
      defaultValue={value}
      reply={rowReply}
      {...extra}
    />
  );
  const columns: Column<ReviewRow>[] = [
    { header: m.reviewerName, cell: (row) => cell(row, "reviewerName", m.reviewerName, row.reviewerName) },
    { header: m.text, className: "min-w-64", cell: (row) => cell(row, "text", m.text, row.text, { type: "textarea" }) },
    {
      header: m.rating,
      cell: (row) => (
        <div className="flex items-center gap-1">
          <Star className="size-4 shrink-0 fill-amber-400 text-amber-400" aria-hidden />
          {cell(row, "rating", m.rating, String(row.rating), { type: "number", min: REVIEW_RATING_MIN, max: REVIEW_RATING_MAX })}
        </div>
      ),
    },
    { header: m.productName, cell: (row) => cell(row, "productName", m.productName, row.productName) },
    { header: m.sortOrder, cell: (row) => cell(row, "sortOrder", m.sortOrder, String(row.sortOrder), { type: "number", min: 0 }) },
    { header: m.active, cell: (row) => <ActiveSwitch id={row.id} active={row.isActive} name={row.reviewerName} /> },
    {
      header: s.actions,
      className: "text-right whitespace-nowrap",
      cell: (row) => (
        <>
          {/* The row's own form: its fields join it by their `form` attribute (no scripts needed). */}
          <Form id={formId(row)} method="post" action={pathname + search} preventScrollReset noValidate className="inline">
            <input type="hidden" name="intent" value="update" />
            <input type="hidden" name="id" value={row.id} />
            <input type="hidden" name="rowId" value={row.id} />
            <button type="submit" className={ADMIN_BUTTON.row} aria-label={m.saveRowFor(row.reviewerName)}>
              <Save className="size-4" aria-hidden />
              {s.save}
            </button>
          </Form>
          <Link
            to={listHref(pathname, here, { delete: row.id })}
            preventScrollReset
            className={ADMIN_BUTTON.rowDanger}
            aria-label={`${s.delete} ${row.reviewerName}`}
          >
            <Trash2 className="size-4" aria-hidden />
            {s.delete}
          </Link>
        </>
      ),
    },
  ];
  return (
    <AdminScreen
      title={m.title}
      actions={
        <Link to={listHref(pathname, here, { new: "1" })} preventScrollReset className={ADMIN_BUTTON.primary}>
          <Plus className="size-4" aria-hidden />
          {m.add}
        </Link>
      }
    >
      <p className="mb-4 text-sm text-gray-600">{m.inlineHint}</p>
      {dialogMissing ||
      actionData?.intent === "switch-active" ||
      (actionData?.intent === "update" && !actionData.ok && !actionData.field) ? (
        <p role="alert" className="mb-4 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          {dialogMissing ? m.notFound : actionData?.message}
        </p>
      ) : null}
      <DataTable caption={m.title} columns={columns} list={list} rowKey={(row) => row.id} empty={m.noneFound} />
      {creating ? (
        <FormDialog title={m.add} closeHref={closeHref} intent="create" reply={actionData}>
          <DialogField
            name="reviewerName"
            label={m.reviewerName}
            reply={actionData}
            defaultValue={fieldValue(actionData, "reviewerName", "")}
          />
          <DialogField name="text" type="textarea" label={m.text} reply={actionData} defaultValue={fieldValue(actionData, "text", "")} />
          <DialogField
            name="rating"
            type="number"
            label={m.rating}
            reply={actionData}
            defaultValue={fieldValue(actionData, "rating", String(REVIEW_RATING_DEFAULT))}
          />
          <DialogField
            name="productName"
            label={m.productName}
            reply={actionData}
            defaultValue={fieldValue(actionData, "productName", "")}
          />
          <DialogField
            name="sortOrder"
            type="number"
            label={m.sortOrder}
            reply={actionData}
            defaultValue={fieldValue(actionData, "sortOrder", "0")}
          />
          <DialogCheckbox name="isActive" label={m.active} reply={actionData} defaultChecked />
        </FormDialog>
      ) : null}
      {deleting ? (
        <DeleteDialog
          name={deleting.reviewerName}
          message={m.confirmDelete(deleting.reviewerName)}
          closeHref={closeHref}
          id={deleting.id}
          reply={actionData}
        />
      ) : null}
    </AdminScreen>
  );
}

export function ErrorBoundary() {
  return <AdminScreenError title={m.title} message={adminContentTexts.loadFailed} />;
}
