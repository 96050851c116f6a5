import { ImageOff, Plus } from "lucide-react";
import { Link, useLocation } from "react-router";
import { productFormInput, productSchema, type ProductInput } from "../../domain/admin-forms";
import { listHref } from "../../domain/admin-list";
import type { FormReply } from "../../domain/form-contract";
import { PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGE_MIME_TYPES } from "../../domain/limits";
import { adminProductTexts } from "../../domain/admin-product-texts";
import { adminScreenTexts } from "../../domain/admin-screen-texts";
import { formatBaht, satangToBaht } from "../../domain/money";
import { PRODUCT_LINE_LABELS, PRODUCT_LINES } from "../../domain/product-line";
import { thumbnailUrl } from "../../domain/responsive-image";
import { refused } from "../../domain/refusal";
import { adminAction, dialogRow, listParams, rowWrite, type AdminIntent } from "../../server/admin/admin-route";
import { discardUnusedProductImage, storedImageExists, storeProductImage } from "../../server/admin/product-image";
import {
  categoryChoices,
  createProduct,
  currentImageUrl,
  deleteProduct,
  listProducts,
  loadProduct,
  updateProduct,
  type ProductForEdit,
} from "../../server/admin/products";
import { requireAdmin } from "../../server/auth/guards";
import { database } from "../../server/db/database";
import { settings } from "../../server/env";
import { ShadeRows } from "../features/admin/products/shade-rows";
import { DeleteDialog, DialogField, fieldValue, FormDialog } from "../features/admin/kit/admin-dialog";
import { ADMIN_BUTTON, AdminScreen, AdminScreenError } from "../features/admin/kit/admin-screen";
import { DataTable, ListSearch, type Column } from "../features/admin/kit/data-table";
import { privatePageMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/admin-products";
import { EditDeleteLinks } from "../features/admin/kit/row-links";

const m = adminProductTexts;
const s = adminScreenTexts;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const db = database();
  const editId = dialogRow(request, "edit");
  const deleteId = dialogRow(request, "delete");
  const creating = new URL(request.url).searchParams.get("new") === "1";
  const [list, editing, deleting, categories] = await Promise.all([
    listProducts(db, listParams(request)),
    editId ? loadProduct(db, editId) : null,
    deleteId ? loadProduct(db, deleteId) : null,
    creating || editId ? categoryChoices(db) : [],
  ]);
  return {
    list,
    creating,
    editing,
    deleting,
    categories,
    dialogMissing: Boolean((editId && !editing) || (deleteId && !deleting)),
  };
}

/**
 * The image the product ends up with: an upload (checked and re-encoded) wins over the
 * address field; a new address must be an image the shop stored (the one the product already
 * shows is kept as it is). `stored` is true when this request stored a new file (so a
 * refused write removes it again).
 */
async function chosenImage(form: FormData, input: ProductInput, keptImage: string | null) {
  const file = form.get("imageFile");
  const uploadsDir = settings().uploadsDir;
  if (file instanceof File && file.size > 0) {
    const result = await storeProductImage(new Uint8Array(await file.arrayBuffer()), uploadsDir);
    return result.ok ? { ok: true as const, url: result.value.url, stored: true } : result;
  }
  if (input.imageUrl && input.imageUrl !== keptImage && !(await storedImageExists(uploadsDir, input.imageUrl))) {
    return refused(400, m.imageUrlInvalid, "imageUrl");
  }
  return { ok: true as const, url: input.imageUrl, stored: false };
}

const saveProduct: AdminIntent = async ({ db, admin, form, intent, rowId, parse, answer, refuse }) => {
  const id = intent === "update" ? rowId() : null;
  const parsed = parse(productSchema, productFormInput(form));
  if (!parsed.ok) return parsed.reply;
  // The HTTP layer held this body to the product image's allowance (body-limit.ts).
  const image = await chosenImage(form, parsed.value, id ? await currentImageUrl(db, id) : null);
  if (!image.ok) return refuse(image);
  const input = { ...parsed.value, imageUrl: image.url };
  const result = id ? await updateProduct(db, admin, id, input) : await createProduct(db, admin, input);
  if (!result.ok && image.stored && image.url) await discardUnusedProductImage(settings().uploadsDir, image.url);
  return answer(result, id ? "product-updated" : "product-created");
};

export const action = adminAction({
  create: saveProduct,
  update: saveProduct,
  delete: rowWrite("product-deleted", ({ db, admin }, id) => deleteProduct(db, admin, id)),
});

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(m.title, matches);
}

function ProductFields({
  stored,
  reply,
  categories,
  creating,
}: {
  stored: ProductForEdit | null;
  reply: FormReply | undefined;
  categories: { id: string; name: string }[];
  creating: boolean;
}) {
  const value = (name: string, current: string | null | undefined) => fieldValue(reply, name, current);
  const categoryOptions: [string, string][] = [
    ["", "Choose a category"],
    ...categories.map((category) => [category.id, category.name] as [string, string]),
  ];
  return (
    <>
      <DialogField name="name" label="Name" reply={reply} defaultValue={value("name", stored?.name)} />
      <DialogField name="nameThai" label="Thai name" reply={reply} defaultValue={value("nameThai", stored?.nameThai)} />
      <DialogField
        name="description"
        type="textarea"
        label="Description"
        reply={reply}
        defaultValue={value("description", stored?.description)}
      />
      <DialogField
        name="descriptionThai"
        type="textarea"
        label="Thai description"
        reply={reply}
        defaultValue={value("descriptionThai", stored?.descriptionThai)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <DialogField
          name="price"
          label="Price (฿)"
          inputMode="decimal"
          hint="Baht, up to 2 decimals: 249 or 249.50"
          reply={reply}
          defaultValue={value("price", stored ? satangToBaht(stored.price).toFixed(2) : "")}
        />
        {creating ? (
          <DialogField
            name="initialStock"
            label="Initial stock"
            inputMode="numeric"
            hint="Whole number, 0 or more"
            reply={reply}
            defaultValue={value("initialStock", "0")}
          />
        ) : (
          <p className="text-sm text-gray-600">
            <span className="mb-1 block font-medium text-gray-700">Stock</span>
            {stored?.stock ?? 0} (changed in Stocks)
          </p>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <DialogField
          name="categoryId"
          label="Category"
          options={categoryOptions}
          reply={reply}
          defaultValue={value("categoryId", stored?.categoryId)}
        />
        <DialogField
          name="line"
          label="Line"
          options={PRODUCT_LINES.map((line) => [line, PRODUCT_LINE_LABELS[line]] as const)}
          reply={reply}
          defaultValue={value("line", stored?.line ?? "glossy")}
        />
      </div>
      <DialogField
        name="imageFile"
        type="file"
        label="Upload image"
        accept={PRODUCT_IMAGE_MIME_TYPES.join(",")}
        hint={`JPEG, PNG, WebP or GIF up to ${PRODUCT_IMAGE_MAX_BYTES / (1024 * 1024)} MB; replaces the image below.`}
        reply={reply}
        defaultValue=""
      />
      <DialogField
        name="imageUrl"
        label="Image URL"
        hint="Or the /media/… address of an image the shop already holds. Empty: no image."
        reply={reply}
        defaultValue={value("imageUrl", stored?.imageUrl)}
      />
      <ShadeRows stored={stored?.shades ?? []} reply={reply} />
    </>
  );
}

export default function AdminProducts({ loaderData, actionData }: Route.ComponentProps) {
  const { list, creating, editing, deleting, categories, dialogMissing } = loaderData;
  const { pathname } = useLocation();
  const here = { q: list.q, page: list.page };
  const closeHref = listHref(pathname, here);
  type Row = (typeof list.rows)[number];
  const columns: Column<Row>[] = [
    {
      header: "Image",
      cell: (row) => {
        const src = thumbnailUrl(row.imageUrl);
        return src ? (
          <img src={src} alt="" width={48} height={48} loading="lazy" className="size-12 rounded-lg bg-gray-100 object-cover" />
        ) : (
          <span className="flex size-12 items-center justify-center rounded-lg bg-gray-100 text-gray-400">
            <ImageOff className="size-5" aria-label="No image" />
          </span>
        );
      },
    },
    {
      header: "Name",
      cell: (row) => (
        <>
          <Link to={`/products/${row.slug}`} className="font-medium hover:underline">
            {row.name}
          </Link>
          {row.nameThai && row.nameThai !== row.name ? <span className="block text-xs text-gray-500">{row.nameThai}</span> : null}
        </>
      ),
    },
    { header: "Category", cell: (row) => row.categoryName },
    { header: "Price", className: "text-right whitespace-nowrap", cell: (row) => formatBaht(row.price) },
    { header: "Stock", className: "text-right", cell: (row) => row.stock.toLocaleString("en-US") },
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
      <DataTable caption={m.title} columns={columns} list={list} rowKey={(row) => row.id} empty={m.noneFound} showing={m.showing} />
      {creating ? (
        <FormDialog title={m.add} closeHref={closeHref} intent="create" reply={actionData} encType="multipart/form-data">
          <ProductFields stored={null} reply={actionData} categories={categories} creating />
        </FormDialog>
      ) : null}
      {editing ? (
        <FormDialog
          title={`${s.edit}: ${editing.name}`}
          closeHref={closeHref}
          intent="update"
          id={editing.id}
          reply={actionData}
          encType="multipart/form-data"
        >
          <ProductFields stored={editing} reply={actionData} categories={categories} creating={false} />
        </FormDialog>
      ) : null}
      {deleting ? (
        <DeleteDialog
          name={deleting.name}
          message={m.confirmDelete(deleting.name, deleting.orderLines)}
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
