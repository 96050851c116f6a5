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

type Row = { key: number; name: string; nameThai: string; hex: string };

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
      });
    }
  } else {
    stored.forEach((shade, row) => rows.push({ key: row, ...shade }));
  }
  const filled = rows.filter((row) => row.name || row.nameThai || row.hex).length;
  while (rows.length < Math.min(PRODUCT_SHADES_MAX, filled + EMPTY_ROWS)) rows.push({ key: rows.length, name: "", nameThai: "", hex: "" });
  return rows;
}

/**
 * The product dialog's shades: one row each of name, Thai name and colour (`shades.<n>.…`).
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
            <li key={row.key} className="grid grid-cols-[1fr_1fr_7rem_auto] items-center gap-2">
              <input name={`shades.${index}.name`} defaultValue={row.name} aria-label={m.shadeName(n)} className={TEXT_INPUT_CLASS} autoComplete="off" />
              <input
                name={`shades.${index}.nameThai`}
                defaultValue={row.nameThai}
                aria-label={m.shadeNameThai(n)}
                placeholder="ชมพูโรส"
                className={TEXT_INPUT_CLASS}
                autoComplete="off"
              />
              <span className="flex items-center gap-1.5">
                <input
                  name={`shades.${index}.hex`}
                  defaultValue={row.hex}
                  aria-label={m.shadeColour(n)}
                  placeholder="#C21E56"
                  maxLength={7}
                  className={`${TEXT_INPUT_CLASS} px-2 font-mono text-xs`}
                  autoComplete="off"
                  onChange={(event) => {
                    const swatch = event.currentTarget.nextElementSibling?.querySelector("rect");
                    swatch?.setAttribute("fill", HEX.test(event.currentTarget.value) ? event.currentTarget.value : "transparent");
                  }}
                />
                <span aria-hidden className="size-5 shrink-0 overflow-hidden rounded-full border border-gray-300">
                  <ColourFill colour={HEX.test(row.hex) ? row.hex : "transparent"} />
                </span>
              </span>
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
            setRows((current) => [...current, { key: nextKey, name: "", nameThai: "", hex: "" }]);
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
