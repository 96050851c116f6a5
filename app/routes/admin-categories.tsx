import { Plus } from "lucide-react";
import { Link, useLocation } from "react-router";
import { categorySchema } from "../../domain/admin-forms";
import { listHref } from "../../domain/admin-list";
import { adminCategoryTexts } from "../../domain/admin-category-texts";
import { adminScreenTexts } from "../../domain/admin-screen-texts";
import { adminAction, dialogRow, dialogWrite, listParams, rowWrite } from "../../server/admin/admin-route";
import { createCategory, deleteCategory, listCategories, loadCategory, updateCategory } from "../../server/admin/categories";
import { requireAdmin } from "../../server/auth/guards";
import { database } from "../../server/db/database";
import { DeleteDialog, DialogField, fieldValue, FormDialog } from "../features/admin/kit/admin-dialog";
import { ADMIN_BUTTON, AdminScreen, AdminScreenError } from "../features/admin/kit/admin-screen";
import { DataTable, ListSearch, type Column } from "../features/admin/kit/data-table";
import { privatePageMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/admin-categories";
import { EditDeleteLinks } from "../features/admin/kit/row-links";

const m = adminCategoryTexts;
const s = adminScreenTexts;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const db = database();
  const editId = dialogRow(request, "edit");
  const deleteId = dialogRow(request, "delete");
  const [list, editing, deleting] = await Promise.all([
    listCategories(db, listParams(request)),
    editId ? loadCategory(db, editId) : null,
    deleteId ? loadCategory(db, deleteId) : null,
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
  create: dialogWrite(categorySchema, "category-created", ({ db, admin }, category) => createCategory(db, admin, category)),
  update: dialogWrite(categorySchema, "category-updated", ({ db, admin, rowId }, category) => updateCategory(db, admin, rowId(), category)),
  delete: rowWrite("category-deleted", ({ db, admin }, id) => deleteCategory(db, admin, id)),
});

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(m.title, matches);
}

export default function AdminCategories({ loaderData, actionData }: Route.ComponentProps) {
  const { list, creating, editing, deleting, dialogMissing } = loaderData;
  const { pathname } = useLocation();
  const here = { q: list.q, page: list.page };
  const closeHref = listHref(pathname, here);
  type Row = (typeof list.rows)[number];
  const columns: Column<Row>[] = [
    { header: "Name", cell: (row) => <span className="font-medium">{row.name}</span> },
    { header: "Description", cell: (row) => <span className="line-clamp-2 text-gray-600">{row.description || "—"}</span> },
    { header: "Products", className: "text-right", cell: (row) => row.productCount.toLocaleString("en-US") },
    {
      header: s.actions,
      className: "text-right whitespace-nowrap",
      cell: (row) => (
        <EditDeleteLinks
          editTo={listHref(pathname, here, { edit: row.id })}
          deleteTo={listHref(pathname, here, { delete: row.id })}
          name={row.name}
        />
      ),
    },
  ];
  const fields = (stored: { name: string; description: string } | null) => (
    <>
      <DialogField name="name" label="Name" reply={actionData} defaultValue={fieldValue(actionData, "name", stored?.name)} />
      <DialogField
        name="description"
        type="textarea"
        label="Description"
        reply={actionData}
        defaultValue={fieldValue(actionData, "description", stored?.description)}
      />
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
      <ListSearch q={list.q} label={m.searchPlaceholder} placeholder={m.searchPlaceholder} />
      {dialogMissing ? (
        <p role="alert" className="mt-4 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          {m.notFound}
        </p>
      ) : null}
      <DataTable caption={m.title} columns={columns} list={list} rowKey={(row) => row.id} empty={m.noneFound} />
      {creating ? (
        <FormDialog title={m.add} closeHref={closeHref} intent="create" reply={actionData}>
          {fields(null)}
        </FormDialog>
      ) : null}
      {editing ? (
        <FormDialog title={`${s.edit}: ${editing.name}`} closeHref={closeHref} intent="update" id={editing.id} reply={actionData}>
          {fields(editing)}
        </FormDialog>
      ) : null}
      {deleting ? (
        <DeleteDialog
          name={deleting.name}
          message={m.confirmDelete(deleting.name, deleting.productCount)}
          closeHref={closeHref}
          id={deleting.id}
          reply={actionData}
        />
      ) : null}
    </AdminScreen>
  );
}

export function ErrorBoundary() {
  return <AdminScreenError title={m.title} message={m.fetchFailed} />;
}
