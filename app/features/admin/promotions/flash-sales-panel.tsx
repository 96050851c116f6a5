import { useRef, useState } from "react";
import { sentValueOf } from "../../../ui/form-reply";
import type { FormReply } from "../../../../domain/shared/form-contract";
import { adminPromotionTexts } from "../../../../domain/admin/admin-promotion-texts";
import { adminScreenTexts } from "../../../../domain/admin/admin-screen-texts";
import {
  dateToBangkokInput,
  FLASH_SALE_INTENTS,
  type FlashSaleAdminRow,
  type FlashSalesTabData,
  type SaleProductOption,
} from "../../../../domain/admin/admin-promotions";
import { DEFAULT_SALE_RATIO_PERCENT, defaultSalePrice, discountPercent, flashSaleState } from "../../../../domain/promotions/flash-sale";
import { formatBaht, parseBahtInput, type Satang } from "../../../../domain/shared/money";
import { thumbnailUrl } from "../../../../domain/shared/responsive-image";
import { ActiveSwitch } from "../kit/active-switch";
import { DialogField, fieldValue } from "../kit/admin-dialog";
import { type Column } from "../kit/data-table";
import { AddEditDialogs, PanelTable, PeriodCell, RowConfirmDialog, ShowSearch } from "./panel-parts";
import { EditDeleteLinks } from "../kit/row-links";
import { useListLinks } from "../kit/list-screen";

const m = adminPromotionTexts.flashSales;
const s = adminScreenTexts;

/** A price as the baht field shows it: "199" or "199.50". */
function bahtInputValue(satang: Satang): string {
  return satang % 100 === 0 ? String(satang / 100) : (satang / 100).toFixed(2);
}

const STATE_BADGE = {
  running: "bg-green-100 text-green-800",
  upcoming: "bg-amber-100 text-amber-800",
  expired: "bg-gray-100 text-gray-600",
} as const;

function Thumbnail({ url }: { url: string | null }) {
  const src = thumbnailUrl(url);
  return src ? (
    <img src={src} alt="" width={48} height={48} loading="lazy" className="size-12 shrink-0 rounded-lg bg-gray-100 object-cover" />
  ) : (
    <span className="size-12 shrink-0 rounded-lg bg-gray-100" />
  );
}

/**
 * The flash sales list with its dialogs: the whole of /admin/flash-sales and the promotions
 * manager's flash-sales tab (one component, two routes). Everything it needs comes from
 * `loadFlashSalesTab`; its forms post `FLASH_SALE_INTENTS` to the page's own action.
 */
export function FlashSalesPanel({ data, reply }: { data: FlashSalesTabData; reply: FormReply | undefined }) {
  const { list, show, deleting, products, dialogMissing } = data;
  const now = new Date(data.now);
  const links = useListLinks(list);
  const rowRefusal = reply && (reply.intent === FLASH_SALE_INTENTS.switch || (reply.intent === FLASH_SALE_INTENTS.delete && !deleting)) ? reply.message : null;
  const columns: Column<FlashSaleAdminRow>[] = [
    {
      header: m.product,
      cell: (row) => (
        <span className="flex items-center gap-3">
          <Thumbnail url={row.image} />
          <span className="font-medium">{row.productName}</span>
        </span>
      ),
    },
    {
      header: m.prices,
      className: "whitespace-nowrap",
      cell: (row) => (
        <>
          <span className="block font-semibold text-brand-700">{formatBaht(row.salePrice)}</span>
          <s className="block text-gray-500">{formatBaht(row.originalPrice)}</s>
        </>
      ),
    },
    {
      header: m.discount,
      className: "whitespace-nowrap",
      cell: (row) => m.discountShown(discountPercent(row.originalPrice, row.salePrice)),
    },
    {
      header: m.period,
      className: "whitespace-nowrap",
      cell: (row) => <PeriodCell start={row.startTime} end={row.endTime} />,
    },
    {
      header: m.state,
      cell: (row) => {
        const state = flashSaleState({ startTime: new Date(row.startTime), endTime: new Date(row.endTime) }, now);
        return (
          <span className="flex flex-wrap items-center gap-2">
            <span data-sale-state={state} className={`rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${STATE_BADGE[state]}`}>
              {m.states[state]}
            </span>
            {state === "expired" ? null : <ActiveSwitch id={row.id} active={row.isActive} name={row.productName} intent={FLASH_SALE_INTENTS.switch} />}
          </span>
        );
      },
    },
    {
      header: s.actions,
      actions: true,
      className: "text-right whitespace-nowrap",
      cell: (row) => <EditDeleteLinks editTo={links.to({ edit: row.id })} deleteTo={links.to({ delete: row.id })} name={row.productName} />,
    },
  ];
  const deleteMessage =
    deleting && flashSaleState({ startTime: new Date(deleting.startTime), endTime: new Date(deleting.endTime) }, now) === "expired"
      ? m.confirmDeleteEnded
      : m.confirmDelete;
  const fields = (stored: FlashSaleAdminRow | null) => <FlashSaleFields reply={reply} products={stored ? [] : products} editing={stored} now={now} />;
  return (
    // No landmark of its own: the table is the region named by the title (two of one name are one too many, issue 25).
    <div>
      <ShowSearch id="flash-sale-show" list={list} show={show} texts={m} />
      <PanelTable texts={m} columns={columns} list={list} rowRefusal={rowRefusal} dialogMissing={dialogMissing} />
      <AddEditDialogs tab={data} texts={m} intents={FLASH_SALE_INTENTS} name={(row) => row.productName} reply={reply} fields={fields} />
      <RowConfirmDialog list={list} row={deleting} name={(row) => row.productName} message={deleteMessage} intent={FLASH_SALE_INTENTS.delete} reply={reply} />
    </div>
  );
}

/**
 * The dialog's fields. A new sale starts from a product: choosing one shows its picture and
 * price and proposes 80 % (spec §5) as the sale price, unless the admin typed one; without
 * scripts an empty price means the same proposal, made by the server. An edit shows the
 * product but offers no way to change it. The discount follows what is typed. A new sale starts
 * now (the server's clock, in Thai time) unless the admin sets another start.
 */
function FlashSaleFields({
  reply,
  products,
  editing,
  now,
}: {
  reply: FormReply | undefined;
  products: SaleProductOption[];
  editing: FlashSaleAdminRow | null;
  now: Date;
}) {
  const container = useRef<HTMLDivElement>(null);
  const [productId, setProductId] = useState(fieldValue(reply, "productId", editing?.productId));
  const [saleText, setSaleText] = useState(fieldValue(reply, "salePrice", editing ? bahtInputValue(editing.salePrice) : ""));
  const [typed, setTyped] = useState(Boolean(sentValueOf(reply, "salePrice")) || editing !== null);
  const product: Pick<SaleProductOption, "name" | "price" | "image"> | undefined = editing
    ? { name: editing.productName, price: editing.productPrice, image: editing.image }
    : products.find((option) => option.id === productId);
  const salePrice = product ? (parseBahtInput(saleText) ?? (saleText.trim() ? null : defaultSalePrice(product.price))) : null;
  const options: [string, string][] = [
    ["", m.chooseProduct],
    ...products.map((option): [string, string] => [option.id, `${option.name} (${formatBaht(option.price)})`]),
  ];

  function chosen(event: React.ChangeEvent<HTMLDivElement>) {
    const field = event.target as unknown as HTMLInputElement | HTMLSelectElement;
    if (field.name === "salePrice") {
      setSaleText(field.value);
      setTyped(field.value.trim() !== "");
      return;
    }
    if (field.name !== "productId") return;
    setProductId(field.value);
    const next = products.find((option) => option.id === field.value);
    const input = container.current?.querySelector<HTMLInputElement>('input[name="salePrice"]');
    if (next && input && !typed) {
      input.value = bahtInputValue(defaultSalePrice(next.price));
      setSaleText(input.value);
    }
  }

  return (
    <div ref={container} onChange={chosen} className="space-y-4">
      {editing ? (
        <div>
          <p className="mb-1 text-sm font-medium text-gray-700">{m.product}</p>
          <p className="text-sm text-gray-600">{m.productLocked}</p>
        </div>
      ) : (
        <DialogField name="productId" label={m.product} reply={reply} defaultValue={productId} options={options} />
      )}
      {product ? (
        <div className="flex items-center gap-3 rounded-xl bg-gray-50 p-3" data-sale-product>
          <Thumbnail url={product.image} />
          <div className="text-sm">
            <p className="font-medium">{product.name}</p>
            <p className="text-gray-600">
              {m.originalPrice} {formatBaht(product.price)}
            </p>
          </div>
        </div>
      ) : null}
      <DialogField
        name="salePrice"
        label={m.salePrice}
        reply={reply}
        defaultValue={saleText}
        inputMode="decimal"
        hint={m.salePriceHint(DEFAULT_SALE_RATIO_PERCENT)}
      />
      <p aria-live="polite" className="text-sm font-semibold text-brand-700" data-discount>
        {product && salePrice !== null && salePrice > 0 && salePrice < product.price
          ? `${m.discount}: ${m.discountShown(discountPercent(product.price, salePrice))}`
          : ""}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <DialogField
          name="startTime"
          type="datetime-local"
          label={m.startTime}
          reply={reply}
          defaultValue={fieldValue(reply, "startTime", dateToBangkokInput(editing ? editing.startTime : now))}
        />
        <DialogField
          name="endTime"
          type="datetime-local"
          label={m.endTime}
          reply={reply}
          defaultValue={fieldValue(reply, "endTime", editing ? dateToBangkokInput(editing.endTime) : "")}
        />
      </div>
    </div>
  );
}
