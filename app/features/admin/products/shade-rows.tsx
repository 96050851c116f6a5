import { Plus, X } from "lucide-react";
import { useState } from "react";
import type { ShadeInput } from "../../../../domain/admin/admin-forms";
import { fieldErrorOf, type FormReply } from "../../../../domain/shared/form-contract";
import { PRODUCT_SHADES_MAX } from "../../../../domain/catalog/catalog-limits";
import { TEXT_INPUT_CLASS } from "../../../ui/form-controls";
import { ColourFill } from "../../../ui/colour-fill";
import { useHydrated } from "../../../ui/use-hydrated";
import { ADMIN_BUTTON } from "../kit/admin-screen";
import { adminProductTexts as m } from "../../../../domain/admin/admin-product-texts";

/** Empty rows offered below the stored shades: enough to add a few without scripts. */
const EMPTY_ROWS = 3;
const HEX = /^#[0-9a-fA-F]{6}$/;

type Row = { key: number; name: string; nameThai: string; hex: string; sku: string };

/** The rows to show: what was just sent (after a refusal), else the stored shades, then empty ones. */
function initialRows(stored: readonly ShadeInput[], reply: FormReply | undefined): Row[] {
  const sent = reply && !reply.ok ? reply.values : undefined;
  const rows: Row[] = [];
  if (sent) {
    const count = Math.max(...Object.keys(sent).map((key) => Number(/^shades\.([0-9]+)\./.exec(key)?.[1] ?? -1))) + 1;
    for (let row = 0; row < count; row++) {
      rows.push({
        key: row,
        name: sent[`shades.${row}.name`] ?? "",
        nameThai: sent[`shades.${row}.nameThai`] ?? "",
        hex: sent[`shades.${row}.hex`] ?? "",
        sku: sent[`shades.${row}.sku`] ?? "",
      });
    }
  } else {
    stored.forEach((shade, row) => rows.push({ key: row, name: shade.name, nameThai: shade.nameThai, hex: shade.hex, sku: shade.sku ?? "" }));
  }
  const filled = rows.filter((row) => row.name || row.nameThai || row.hex).length;
  while (rows.length < Math.min(PRODUCT_SHADES_MAX, filled + EMPTY_ROWS)) rows.push({ key: rows.length, name: "", nameThai: "", hex: "", sku: "" });
  return rows;
}

/**
 * The product dialog's shades: one row each of name, Thai name, colour and SKU (`shades.<n>.…`).
 * Without scripts it is a fixed set of rows with a remove box each (a row left empty is no
 * shade); with scripts rows can be added and removed with buttons.
 */
export function ShadeRows({ stored, reply }: { stored: readonly ShadeInput[]; reply: FormReply | undefined }) {
  const hydrated = useHydrated();
  const [rows, setRows] = useState(() => initialRows(stored, reply));
  const [nextKey, setNextKey] = useState(rows.length);
  const error = fieldErrorOf(reply, "shades");
  return (
    <fieldset className="space-y-2" aria-describedby={error ? "shades-error" : undefined}>
      <legend className="mb-1 text-sm font-medium text-gray-700">{m.shades}</legend>
      <p className="text-xs text-gray-500">{m.shadesHint}</p>
      {error ? (
        <p id="shades-error" role="alert" tabIndex={-1} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <ul className="space-y-2">
        {rows.map((row, index) => {
          const n = index + 1;
          return (
            <li key={row.key} className="grid grid-cols-[1fr_1fr_auto] items-center gap-2 sm:grid-cols-[1fr_1fr_7rem_7rem_auto]">
              <ShadeField index={index} field="name" value={row.name} label={m.shadeName(n)} />
              <ShadeField index={index} field="nameThai" value={row.nameThai} label={m.shadeNameThai(n)} placeholder="ชมพูโรส" />
              <span className="flex items-center gap-1.5">
                <ShadeField
                  index={index}
                  field="hex"
                  value={row.hex}
                  label={m.shadeColour(n)}
                  placeholder="#C21E56"
                  code={7}
                  onChange={(input) => {
                    const swatch = input.nextElementSibling?.querySelector("rect");
                    swatch?.setAttribute("fill", HEX.test(input.value) ? input.value : "transparent");
                  }}
                />
                <span aria-hidden className="size-5 shrink-0 overflow-hidden rounded-full border border-gray-300">
                  <ColourFill colour={HEX.test(row.hex) ? row.hex : "transparent"} />
                </span>
              </span>
              <ShadeField index={index} field="sku" value={row.sku} label={m.shadeSku(n)} placeholder="SKU" code={40} />
              {hydrated ? (
                <button
                  type="button"
                  aria-label={m.removeShade(n)}
                  className="rounded-full p-1.5 text-gray-500 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-400"
                  onClick={() => setRows((current) => current.filter((other) => other.key !== row.key))}
                >
                  <X className="size-4" aria-hidden />
                </button>
              ) : (
                <label className="flex items-center gap-1 text-xs text-gray-600">
                  <input type="checkbox" name={`shades.${index}.remove`} aria-label={m.removeShade(n)} className="size-4" />
                  {m.remove}
                </label>
              )}
            </li>
          );
        })}
      </ul>
      {hydrated && rows.length < PRODUCT_SHADES_MAX ? (
        <button
          type="button"
          className={ADMIN_BUTTON.secondary}
          onClick={() => {
            setRows((current) => [...current, { key: nextKey, name: "", nameThai: "", hex: "", sku: "" }]);
            setNextKey((key) => key + 1);
          }}
        >
          <Plus className="size-4" aria-hidden />
          {m.addShade}
        </button>
      ) : null}
    </fieldset>
  );
}

/** One field of a shade row (`shades.<n>.<field>`); `code`: a code's monospace look and its length cap. */
function ShadeField({
  index,
  field,
  value,
  label,
  placeholder,
  code,
  onChange,
}: {
  index: number;
  field: keyof Omit<Row, "key">;
  value: string;
  label: string;
  placeholder?: string;
  code?: number;
  onChange?: (input: HTMLInputElement) => void;
}) {
  return (
    <input
      name={`shades.${index}.${field}`}
      defaultValue={value}
      aria-label={label}
      placeholder={placeholder}
      maxLength={code}
      className={code ? `${TEXT_INPUT_CLASS} px-2 font-mono text-xs` : TEXT_INPUT_CLASS}
      autoComplete="off"
      onChange={onChange ? (event) => onChange(event.currentTarget) : undefined}
    />
  );
}
