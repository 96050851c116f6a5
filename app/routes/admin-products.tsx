import { ImageOff } from "lucide-react";
import { Link } from "react-router";
import type { FormReply } from "../../domain/shared/form-contract";
import { PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGE_MIME_TYPES } from "../../domain/catalog/catalog-limits";
import { adminProductTexts } from "../../domain/admin/admin-product-texts";
import { formatBaht, satangToBaht } from "../../domain/shared/money";
import { PRODUCT_LINE_LABELS, PRODUCT_LINES } from "../../domain/catalog/product-line";
import { thumbnailUrl } from "../../domain/shared/responsive-image";
import { adminAction, rowWrite, loadListScreen, type AdminIntent } from "../../server/shop/admin/admin-route";
import {
  categoryChoices,
  deleteProduct,
  listProducts,
  loadProduct,
  type ProductForEdit,
  currentImageUrl,
  createProduct,
  updateProduct,
} from "../../server/shop/admin/products";
import { database } from "../../server/platform/db/database";
import { ShadeRows } from "../features/admin/products/shade-rows";
import { DialogField, fieldValue, dialogFields } from "../features/admin/kit/admin-dialog";
import { AdminScreenError } from "../features/admin/kit/admin-screen";
import { type Column } from "../features/admin/kit/data-table";
import { privateMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/admin-products";
import { ListScreen } from "../features/admin/kit/list-screen";
import { refused } from "../../domain/shared/refusal";
import { productFormInput, type ProductInput, productSchema } from "../../domain/admin/admin-forms";
import { storedImageExists, storeProductImage, discardUnusedProductImage } from "../../server/shop/admin/product-image";
import { settings } from "../../server/platform/env";

const m = adminProductTexts;

export async function loader({ request }: Route.LoaderArgs) {
  const screen = await loadListScreen(request, { list: listProducts, load: loadProduct });
  // The dialogs' category choices, read only when a dialog is open.
  const categories = screen.creating || screen.editing ? await categoryChoices(database()) : [];
  return { ...screen, categories };
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

export const meta = privateMeta(m.title);

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
  // The price is kept in satang and edited in baht.
  const field = dialogFields(reply, stored ? { ...stored, price: satangToBaht(stored.price).toFixed(2) } : null);
  const categoryOptions: [string, string][] = [["", m.chooseCategory], ...categories.map((category) => [category.id, category.name] as [string, string])];
  return (
    <>
      {field("name", m.name)}
      {field("nameThai", m.nameThai)}
      {field("description", m.description, { type: "textarea" })}
      {field("descriptionThai", m.descriptionThai, { type: "textarea" })}
      <div className="grid gap-4 sm:grid-cols-2">
        {field("price", m.priceField, { inputMode: "decimal", hint: m.priceHint })}
        {creating ? (
          <DialogField
            name="initialStock"
            label={m.initialStock}
            inputMode="numeric"
            hint={m.initialStockHint}
            reply={reply}
            defaultValue={fieldValue(reply, "initialStock", "0")}
          />
        ) : (
          <div className="text-sm text-gray-600">
            <span className="mb-1 block font-medium text-gray-700">{m.stock}</span>
            {m.stockElsewhere(stored?.stock ?? 0)}
            {stored && stored.shades.length > 0 ? (
              // Each shade's own stock (decision 114), set on /admin-stocks.
              <ul aria-label={m.stockPerShade} className="mt-1 space-y-0.5">
                {stored.shades.map((shade) => (
                  <li key={shade.name} className="flex justify-between gap-3 tabular-nums">
                    <span>{shade.nameThai || shade.name}</span>
                    <span className={shade.stock === 0 ? "font-semibold text-red-700" : undefined}>{shade.stock.toLocaleString("th-TH")}</span>
                  </li>
                ))}
              </ul>
            ) : null}
            {stored ? (
              <a href={`/admin-stocks?q=${encodeURIComponent(stored.name)}`} className="mt-1 inline-block font-medium text-brand-700 underline">
                {m.editStockPerShade}
              </a>
            ) : null}
          </div>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {field("categoryId", m.category, { options: categoryOptions })}
        {field("line", m.line, { options: PRODUCT_LINES.map((line) => [line, PRODUCT_LINE_LABELS[line]] as const), empty: "glossy" })}
      </div>
      <DialogField
        name="imageFile"
        type="file"
        label={m.uploadImage}
        accept={PRODUCT_IMAGE_MIME_TYPES.join(",")}
        hint={m.uploadImageHint(PRODUCT_IMAGE_MAX_BYTES / (1024 * 1024))}
        reply={reply}
        defaultValue=""
      />
      {field("imageUrl", m.imageUrl, { hint: m.imageUrlHint })}
      <ShadeRows stored={stored?.shades ?? []} reply={reply} />
    </>
  );
}

export default function AdminProducts({ loaderData, actionData }: Route.ComponentProps) {
  const { categories } = loaderData;
  type Row = (typeof loaderData.list.rows)[number];
  const columns: Column<Row>[] = [
    {
      header: m.image,
      cell: (row) => {
        const src = thumbnailUrl(row.imageUrl);
        return src ? (
          <img src={src} alt="" width={48} height={48} loading="lazy" className="size-12 rounded-lg bg-gray-100 object-cover" />
        ) : (
          <span className="flex size-12 items-center justify-center rounded-lg bg-gray-100 text-gray-400">
            <ImageOff className="size-5" aria-label={m.noImage} />
          </span>
        );
      },
    },
    {
      header: m.nameColumn,
      cell: (row) => (
        <>
          <Link to={`/products/${row.slug}`} className="font-medium hover:underline">
            {row.name}
          </Link>
          {row.nameThai && row.nameThai !== row.name ? <span className="block text-xs text-gray-500">{row.nameThai}</span> : null}
        </>
      ),
    },
    { header: m.category, cell: (row) => row.categoryName },
    { header: m.price, className: "text-right whitespace-nowrap", cell: (row) => formatBaht(row.price) },
    { header: m.stock, className: "text-right", cell: (row) => row.stock.toLocaleString("th-TH") },
  ];
  return (
    <ListScreen
      title={m.title}
      texts={{ add: m.add, searchPlaceholder: m.searchPlaceholder, notFound: m.notFound, noneFound: m.noneFound, showing: m.showing }}
      screen={loaderData}
      columns={columns}
      rowName={(row) => row.name}
      reply={actionData}
      form={{
        fields: (stored) => <ProductFields stored={stored} reply={actionData} categories={categories} creating={stored === null} />,
        name: (product) => product.name,
        encType: "multipart/form-data",
      }}
      deleteMessage={(product) => m.confirmDelete(product.name, product.orderLines)}
    />
  );
}

export function ErrorBoundary() {
  return <AdminScreenError title={m.title} message={m.fetchFailed} />;
}
