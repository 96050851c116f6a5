import { pageRefusal } from "../../server/platform/http/refusal-answer";
import { refused } from "../../domain/shared/refusal";
import { Save, Star } from "lucide-react";
import { data, Form, useLocation } from "react-router";
import { parseForm, type FormReply } from "../../domain/shared/form-contract";
import { adminContentTexts } from "../../domain/admin/admin-content-texts";
import { adminReviewTexts } from "../../domain/admin/admin-review-texts";
import { adminScreenTexts } from "../../domain/admin/admin-screen-texts";
import { isReviewField, reviewFieldSchema, reviewRowSchema, reviewSchema } from "../../domain/admin/content-forms";
import { REVIEW_RATING_DEFAULT, REVIEW_RATING_MAX, REVIEW_RATING_MIN } from "../../domain/content/content-limits";
import { requestTexts } from "../../domain/shared/request-texts";
import { activeSwitchIntent, adminAction, dialogWrite, rowWrite, type AdminIntent, loadListScreen } from "../../server/shop/admin/admin-route";
import { createReview, deleteReview, listReviews, loadReview, updateReview, type ReviewRow } from "../../server/shop/admin/reviews";
import { reviews } from "../../server/platform/db/schema";
import { noticeCookieHeader } from "../../server/platform/http/notice";
import { ActiveSwitch } from "../features/admin/kit/active-switch";
import { ADMIN_BUTTON, AdminScreenError } from "../features/admin/kit/admin-screen";
import { type Column } from "../features/admin/kit/data-table";
import { DialogCheckbox } from "../features/admin/kit/dialog-checkbox";
import { INLINE_FIELD_INTENT, InlineField } from "../features/admin/kit/inline-field";
import { privateMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/admin.reviews";
import { ListScreen, useListLinks } from "../features/admin/kit/list-screen";
import { dialogFields } from "../features/admin/kit/admin-dialog";
import { DeleteLink } from "../features/admin/kit/row-links";

const m = adminReviewTexts;
const s = adminScreenTexts;

export async function loader({ request }: Route.LoaderArgs) {
  // A row is edited in the table itself (no edit dialog).
  return { ...(await loadListScreen(request, { list: listReviews, load: loadReview })), editing: null };
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

export const meta = privateMeta(m.title);

export default function AdminReviews({ loaderData, actionData }: Route.ComponentProps) {
  const { pathname, search } = useLocation();
  const links = useListLinks(loaderData.list);
  const rowReply = actionData?.intent === "update" ? actionData : undefined;
  const formId = (row: ReviewRow) => `review-${row.id}`;
  const cell = (row: ReviewRow, name: keyof ReviewRow & string, label: string, value: string, extra: Partial<Parameters<typeof InlineField>[0]> = {}) => (
    <InlineField formId={formId(row)} rowId={row.id} name={name} label={m.fieldFor(label, row.reviewerName)} defaultValue={value} reply={rowReply} {...extra} />
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
      actions: true,
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
          <DeleteLink to={links.to({ delete: row.id })} name={row.reviewerName} />
        </>
      ),
    },
  ];
  const fields = () => {
    const field = dialogFields(actionData, null as ReviewRow | null);
    return (
      <>
        {field("reviewerName", m.reviewerName)}
        {field("text", m.text, { type: "textarea" })}
        {field("rating", m.rating, { type: "number", empty: String(REVIEW_RATING_DEFAULT) })}
        {field("productName", m.productName)}
        {field("sortOrder", m.sortOrder, { type: "number", empty: "0" })}
        <DialogCheckbox name="isActive" label={m.active} reply={actionData} defaultChecked />
      </>
    );
  };
  return (
    <ListScreen
      title={m.title}
      texts={{ add: m.add, notFound: m.notFound, noneFound: m.noneFound }}
      screen={loaderData}
      columns={columns}
      reply={actionData}
      intro={<p className="mb-4 text-sm text-gray-600">{m.inlineHint}</p>}
      alert={actionData?.intent === "switch-active" || (actionData?.intent === "update" && !actionData.ok && !actionData.field) ? actionData.message : null}
      form={{ fields, name: (review) => review.reviewerName }}
      deleteMessage={(review) => m.confirmDelete(review.reviewerName)}
    />
  );
}

export function ErrorBoundary() {
  return <AdminScreenError title={m.title} message={adminContentTexts.loadFailed} />;
}
