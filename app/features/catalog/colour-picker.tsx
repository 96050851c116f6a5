import { productTexts } from "../../../domain/catalog/product-texts";
import { WordGroups } from "../../ui/word-groups";
import { ColourFill } from "../../ui/colour-fill";

/**
 * A shade; `soldOut` ones are shown crossed out. They can still be chosen — to see that the shade is
 * out and ask to be told when it is back — but not bought (the panel's button says so, decision 114).
 */
export type ColourOption = { id: string; nameThai: string; hex: string; soldOut?: boolean };

/**
 * The product's real shades as a native radio group (arrow keys move between shades,
 * screen readers announce each Thai name); the swatch is the radio's visible face.
 */
export function ColourPicker({
  colours,
  selectedId,
  onSelect,
  name,
}: {
  colours: readonly ColourOption[];
  selectedId: string;
  onSelect: (id: string) => void;
  name: string;
}) {
  const selected = colours.find((colour) => colour.id === selectedId);
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink">
        {productTexts.colour}: <WordGroups className="font-normal text-gray-700" text={selected?.nameThai ?? ""} />
        {selected?.soldOut ? <span className="ms-2 font-normal text-red-700">({productTexts.shadeSoldOut})</span> : null}
      </legend>
      <div className="mt-3 flex flex-wrap gap-3">
        {colours.map((colour) => (
          <label
            key={colour.id}
            title={colour.soldOut ? `${colour.nameThai} (${productTexts.shadeSoldOut})` : colour.nameThai}
            className={colour.soldOut ? "relative cursor-pointer opacity-50" : "cursor-pointer"}
          >
            <input
              type="radio"
              name={name}
              value={colour.id}
              checked={colour.id === selectedId}
              onChange={() => onSelect(colour.id)}
              className="peer sr-only"
            />
            <span
              aria-hidden
              className="block size-10 overflow-hidden rounded-full border-2 border-white shadow ring-2 ring-transparent transition peer-checked:ring-brand-600 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-4 peer-focus-visible:outline-brand-500"
            >
              <ColourFill colour={colour.hex} />
            </span>
            {colour.soldOut ? (
              // A diagonal line across the swatch: the shade is sold out.
              <span aria-hidden className="pointer-events-none absolute top-1/2 left-0 h-0.5 w-10 -rotate-45 bg-gray-700" />
            ) : null}
            <span className="sr-only">{colour.soldOut ? `${colour.nameThai} (${productTexts.shadeSoldOut})` : colour.nameThai}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
