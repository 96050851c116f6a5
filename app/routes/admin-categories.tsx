import { categorySchema } from "../../domain/admin/admin-forms";
import { adminCategoryTexts } from "../../domain/admin/admin-category-texts";
import { adminAction, dialogWrite, loadListScreen, rowWrite } from "../../server/shop/admin/admin-route";
import { createCategory, deleteCategory, listCategories, loadCategory, updateCategory } from "../../server/shop/admin/categories";
import { AdminScreenError } from "../features/admin/kit/admin-screen";
import { ListScreen } from "../features/admin/kit/list-screen";
import type { Column } from "../features/admin/kit/data-table";
import { privateMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/admin-categories";
import { dialogFields } from "../features/admin/kit/admin-dialog";

const m = adminCategoryTexts;

export function loader({ request }: Route.LoaderArgs) {
  return loadListScreen(request, { list: listCategories, load: loadCategory });
}

export const action = adminAction({
  create: dialogWrite(categorySchema, "category-created", ({ db, admin }, category) => createCategory(db, admin, category)),
  update: dialogWrite(categorySchema, "category-updated", ({ db, admin, rowId }, category) => updateCategory(db, admin, rowId(), category)),
  delete: rowWrite("category-deleted", ({ db, admin }, id) => deleteCategory(db, admin, id)),
});

export const meta = privateMeta(m.title);

export default function AdminCategories({ loaderData, actionData }: Route.ComponentProps) {
  type Row = (typeof loaderData.list.rows)[number];
  const columns: Column<Row>[] = [
    { header: m.name, cell: (row) => <span className="font-medium">{row.name}</span> },
    { header: m.description, cell: (row) => <span className="line-clamp-2 text-gray-600">{row.description || "—"}</span> },
    { header: m.products, className: "text-right", cell: (row) => row.productCount.toLocaleString("th-TH") },
  ];
  const fields = (stored: { name: string; description: string } | null) => {
    const field = dialogFields(actionData, stored);
    return (
      <>
        {field("name", m.name)}
        {field("description", m.description, { type: "textarea" })}
      </>
    );
  };
  return (
    <ListScreen
      title={m.title}
      texts={{ add: m.add, searchPlaceholder: m.searchPlaceholder, notFound: m.notFound, noneFound: m.noneFound }}
      screen={loaderData}
      columns={columns}
      rowName={(row) => row.name}
      reply={actionData}
      form={{ fields, name: (category) => category.name }}
      deleteMessage={(category) => m.confirmDelete(category.name, category.productCount)}
    />
  );
}

export function ErrorBoundary() {
  return <AdminScreenError title={m.title} message={m.fetchFailed} />;
}
