import { productTexts } from "../../../domain/catalog/product-texts";
import { WordGroups } from "../../ui/word-groups";
import { ColourFill } from "../../ui/colour-fill";

export type ColourOption = { id: string; nameThai: string; hex: string };

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
      </legend>
      <div className="mt-3 flex flex-wrap gap-3">
        {colours.map((colour) => (
          <label key={colour.id} title={colour.nameThai} className="cursor-pointer">
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
            <span className="sr-only">{colour.nameThai}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
