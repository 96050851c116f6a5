import { ADDRESS_LABEL_MAX_LENGTH } from "../../../domain/addresses/saved-address-view";
import { savedAddressTexts } from "../../../domain/addresses/saved-address-texts";
import { TEXT_INPUT_CLASS, FieldAlert } from "../../ui/form-controls";

const m = savedAddressTexts;

const KINDS = [
  { kind: "home", label: m.labelHome },
  { kind: "office", label: m.labelOffice },
  { kind: "other", label: m.labelOther },
] as const;

/**
 * บ้าน / ที่ทำงาน / อื่น ๆ as chips, and the member's own words for "อื่น ๆ". The text field
 * shows only while "อื่น ๆ" is chosen — by CSS (`:has`), so it works before and without scripts.
 */
export function AddressLabelChoice({ idPrefix, kind, text, error }: { idPrefix: string; kind: string; text: string; error: string | undefined }) {
  const textId = `${idPrefix}-label-text`;
  const errorId = `${textId}-error`;
  return (
    <fieldset className="group/label space-y-2">
      <legend className="mb-1 text-sm font-medium text-gray-700">{m.label}</legend>
      <div className="flex flex-wrap gap-2">
        {KINDS.map((choice) => (
          <label
            key={choice.kind}
            className="flex cursor-pointer items-center gap-2 rounded-full border border-gray-300 bg-white px-4 py-2 text-sm has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:checked]:font-semibold has-[:checked]:text-brand-700"
          >
            <input
              type="radio"
              name="labelKind"
              value={choice.kind}
              defaultChecked={kind === choice.kind}
              // `label-other` only marks the input for the text field's `:has` rule below.
              className={`accent-brand-500 ${choice.kind === "other" ? "label-other" : ""}`}
            />
            {choice.label}
          </label>
        ))}
      </div>
      <div className={error ? "block" : "hidden group-has-[.label-other:checked]/label:block"}>
        <label htmlFor={textId} className="mb-1 block text-sm font-medium text-gray-700">
          {m.labelText}
        </label>
        <input
          id={textId}
          name="labelText"
          defaultValue={text}
          maxLength={ADDRESS_LABEL_MAX_LENGTH}
          placeholder={m.labelTextPlaceholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={TEXT_INPUT_CLASS}
        />
        <FieldAlert id={errorId} error={error} />
      </div>
    </fieldset>
  );
}
