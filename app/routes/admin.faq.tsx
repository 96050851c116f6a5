import { Plus } from "lucide-react";
import { Link, useLocation } from "react-router";
import { listHref } from "../../domain/admin-list";
import { adminFaqTexts } from "../../domain/admin-faq-texts";
import { adminScreenTexts } from "../../domain/admin-screen-texts";
import { faqSchema } from "../../domain/content-forms";
import { activeSwitchIntent, adminAction, dialogRow, dialogWrite, listParams, rowWrite } from "../../server/admin/admin-route";
import { createFaq, deleteFaq, listFaqs, loadFaq, updateFaq, type FaqRow } from "../../server/admin/faqs";
import { requireAdmin } from "../../server/auth/guards";
import { database } from "../../server/db/database";
import { faqs } from "../../server/db/schema";
import { ActiveSwitch } from "../features/admin/kit/active-switch";
import { DeleteDialog, DialogField, fieldValue, FormDialog } from "../features/admin/kit/admin-dialog";
import { ADMIN_BUTTON, AdminScreen, AdminScreenError } from "../features/admin/kit/admin-screen";
import { DataTable, type Column } from "../features/admin/kit/data-table";
import { DialogCheckbox } from "../features/admin/kit/dialog-checkbox";
import { privatePageMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/admin.faq";
import { EditDeleteLinks } from "../features/admin/kit/row-links";

const m = adminFaqTexts;
const s = adminScreenTexts;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const db = database();
  const editId = dialogRow(request, "edit");
  const deleteId = dialogRow(request, "delete");
  const [list, editing, deleting] = await Promise.all([
    listFaqs(db, listParams(request)),
    editId ? loadFaq(db, editId) : null,
    deleteId ? loadFaq(db, deleteId) : null,
  ]);
  return {
    list,
    creating: new URL(request.url).searchParams.get("new") === "1",
    editing,
    deleting,
    dialogMissing: Boolean((editId && !editing) || (deleteId && !deleting)),
  };
}

export const action = adminAction({
  create: dialogWrite(faqSchema, "faq-added", async ({ db, admin }, faq) => {
    await createFaq(db, admin, faq);
    return { ok: true };
  }),
  update: dialogWrite(faqSchema, "faq-saved", ({ db, admin, rowId }, faq) => updateFaq(db, admin, rowId(), faq)),
  delete: rowWrite("faq-deleted", ({ db, admin }, id) => deleteFaq(db, admin, id)),
  "switch-active": activeSwitchIntent({ entity: "faq", table: faqs }, "faq-saved"),
});

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(m.title, matches);
}

export default function AdminFaq({ loaderData, actionData }: Route.ComponentProps) {
  const { list, creating, editing, deleting, dialogMissing } = loaderData;
  const { pathname } = useLocation();
  const here = { q: list.q, page: list.page };
  const closeHref = listHref(pathname, here);
  const columns: Column<FaqRow>[] = [
    {
      header: m.question,
      cell: (row) => (
        <>
          <span className="font-medium">{row.question}</span>
          <span className="mt-1 line-clamp-2 block text-sm text-gray-600">{row.answer}</span>
        </>
      ),
    },
    { header: m.sortOrder, className: "text-right", cell: (row) => row.sortOrder.toLocaleString("th-TH") },
    { header: m.show, cell: (row) => <ActiveSwitch id={row.id} active={row.isActive} name={row.question} /> },
    {
      header: s.actions,
      className: "text-right whitespace-nowrap",
      cell: (row) => (
        <EditDeleteLinks
          editTo={listHref(pathname, here, { edit: row.id })}
          deleteTo={listHref(pathname, here, { delete: row.id })}
          name={row.question}
        />
      ),
    },
  ];
  const fields = (stored: FaqRow | null) => (
    <>
      <DialogField
        name="question"
        label={m.question}
        reply={actionData}
        defaultValue={fieldValue(actionData, "question", stored?.question)}
      />
      <DialogField
        name="answer"
        type="textarea"
        label={m.answer}
        reply={actionData}
        defaultValue={fieldValue(actionData, "answer", stored?.answer)}
      />
      <DialogField
        name="sortOrder"
        type="number"
        label={m.sortOrder}
        reply={actionData}
        defaultValue={fieldValue(actionData, "sortOrder", String(stored?.sortOrder ?? 0))}
      />
      <DialogCheckbox name="isActive" label={m.show} reply={actionData} defaultChecked={stored?.isActive ?? true} />
    </>
  );
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
      {dialogMissing || actionData?.intent === "switch-active" ? (
        <p role="alert" className="mb-4 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          {dialogMissing ? m.notFound : actionData?.message}
        </p>
      ) : null}
      <DataTable caption={m.title} columns={columns} list={list} rowKey={(row) => row.id} empty={m.noneFound} />
      {creating ? (
        <FormDialog title={m.add} closeHref={closeHref} intent="create" reply={actionData}>
          {fields(null)}
        </FormDialog>
      ) : null}
      {editing ? (
        <FormDialog title={`${s.edit}: ${editing.question}`} closeHref={closeHref} intent="update" id={editing.id} reply={actionData}>
          {fields(editing)}
        </FormDialog>
      ) : null}
      {deleting ? (
        <DeleteDialog
          name={deleting.question}
          message={m.confirmDelete(deleting.question)}
          closeHref={closeHref}
          id={deleting.id}
          reply={actionData}
        />
      ) : null}
    </AdminScreen>
  );
}

export function ErrorBoundary() {
  return <AdminScreenError title={m.title} message={m.loadFailed} />;
}
