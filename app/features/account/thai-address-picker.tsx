import { useEffect, useId, useRef, useState } from "react";
import { accountTexts } from "../../../domain/members/account-texts";
import { normaliseAddressQuery, thaiAddressKey, type ThaiAddress, type ThaiAddressSuggestions } from "../../../domain/shared/thai-address";
import { LabeledField, TEXT_INPUT_CLASS, FieldAlert } from "../../ui/form-controls";
import { getJson } from "../../ui/json-client";

const m = accountTexts;

type Suggestions = { query: string; places: ThaiAddress[] };

/**
 * Suggestions for what the member typed, from the server's /api/thai-address lookup (the
 * dataset stays on the server). Null while a lookup for the current text is under way.
 */
function useAddressSuggestions(query: string | null): ThaiAddress[] | null {
  const [result, setResult] = useState<Suggestions | null>(null);
  useEffect(() => {
    if (query === null || !normaliseAddressQuery(query)) return;
    const controller = new AbortController();
    // A short pause, so typing a whole name sends one lookup rather than one per letter.
    const timer = setTimeout(() => {
      getJson<ThaiAddressSuggestions>(`/api/thai-address?q=${encodeURIComponent(query)}`, { signal: controller.signal })
        // Refused or offline: no list at all (not "no match"), the fields stay editable by hand.
        .then((answer) => (answer.ok ? setResult({ query, places: answer.value.suggestions }) : undefined))
        .catch(() => {
          // Aborted because the member kept typing.
        });
    }, 150);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);
  return result && result.query === query ? result.places : null;
}

export type AddressParts = ThaiAddress;
type PartName = keyof AddressParts;

/**
 * The suggestions to show for what was typed, or null when the list stays closed: no lookup
 * answered yet, or nothing left to choose because the four parts already spell one of them
 * (typed by hand). An open list lies over the fields and the save button below it, and a
 * tap meant for the button would choose whichever place sat under the finger.
 */
export function suggestionsToShow(places: ThaiAddress[] | null, current: AddressParts): ThaiAddress[] | null {
  if (places === null) return null;
  const typed = thaiAddressKey({
    subDistrict: current.subDistrict.trim(),
    district: current.district.trim(),
    province: current.province.trim(),
    postalCode: current.postalCode.trim(),
  });
  return places.some((place) => thaiAddressKey(place) === typed) ? null : places;
}

/**
 * The four address parts of the profile form. Sub-district and postal code are
 * comboboxes: typing searches the dataset, choosing a suggestion fills all four parts
 * with one real combination. District and province stay editable for people without
 * JavaScript; the server checks the combination either way.
 */
export function ThaiAddressPicker({
  value,
  onChange,
  invalidField,
  names = {},
  errors = {},
}: {
  value: AddressParts;
  onChange: (next: AddressParts) => void;
  invalidField?: string;
  /** Form field names other than the parts' own (the checkout posts the province as `city`). */
  names?: Partial<Record<PartName, string>>;
  /** A Thai error shown under a part (an alert), keyed by the part. */
  errors?: Partial<Record<PartName, string>>;
}) {
  const set = (part: PartName) => (text: string) => onChange({ ...value, [part]: text });
  const field = (part: PartName) => ({
    name: part,
    fieldName: names[part] ?? part,
    error: errors[part],
    label: m[part],
    value: value[part],
    onType: set(part),
  });
  // A combobox's pick fills all four parts at once.
  const searchable = (part: PartName) => ({ ...field(part), current: value, onPick: onChange, invalid: invalidField === part || Boolean(errors[part]) });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <p id="address-picker-hint" className="text-xs text-gray-500 sm:col-span-2">
        {m.addressSearchHint}
      </p>
      <AddressCombobox {...searchable("subDistrict")} autoComplete="address-level3" placeholder={m.subDistrictPlaceholder} />
      <PlainField {...field("district")} autoComplete="address-level2" />
      <PlainField {...field("province")} autoComplete="address-level1" />
      <AddressCombobox {...searchable("postalCode")} autoComplete="postal-code" placeholder={m.postalCodePlaceholder} inputMode="numeric" maxLength={5} />
    </div>
  );
}

function PlainField(props: {
  name: PartName;
  fieldName: string;
  error: string | undefined;
  label: string;
  value: string;
  onType: (text: string) => void;
  autoComplete: string;
}) {
  const id = `profile-${props.name}`;
  return (
    <LabeledField id={id} label={props.label}>
      <input
        id={id}
        name={props.fieldName}
        value={props.value}
        onChange={(event) => props.onType(event.target.value)}
        autoComplete={props.autoComplete}
        maxLength={100}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? partErrorId(id) : undefined}
        className={TEXT_INPUT_CLASS}
      />
      <PartError id={id} error={props.error} />
    </LabeledField>
  );
}

const partErrorId = (id: string) => `${id}-error`;

function PartError({ id, error }: { id: string; error: string | undefined }) {
  return <FieldAlert id={partErrorId(id)} error={error} />;
}

function AddressCombobox(props: {
  name: PartName;
  fieldName: string;
  error: string | undefined;
  label: string;
  /** All four parts as they stand, to tell whether anything is left to choose. */
  current: AddressParts;
  value: string;
  onType: (text: string) => void;
  onPick: (place: AddressParts) => void;
  invalid: boolean;
  autoComplete: string;
  placeholder: string;
  inputMode?: "numeric";
  maxLength?: number;
}) {
  const id = `profile-${props.name}`;
  const listId = `${useId()}-suggestions`;
  // The text to look up: set while the member types, cleared once they choose or leave.
  const [query, setQuery] = useState<string | null>(null);
  const [activeIndex, setActiveIndex] = useState(-1);
  const places = suggestionsToShow(useAddressSuggestions(query), props.current);
  const open = query !== null && normaliseAddressQuery(query) !== "" && places !== null;
  const list = useRef<HTMLUListElement>(null);
  // Keep the list (and the option chosen with the arrow keys) on screen, which matters on
  // phones where the field often sits just above the keyboard.
  useEffect(() => {
    if (!open) return;
    const option = activeIndex >= 0 ? document.getElementById(`${listId}-${activeIndex}`) : null;
    (option ?? list.current)?.scrollIntoView({ block: "nearest" });
  }, [open, activeIndex, listId]);

  const pick = (place: AddressParts) => {
    props.onPick(place);
    setQuery(null);
    setActiveIndex(-1);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (!open || !places) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActiveIndex((index) => (places.length === 0 ? -1 : (index + step + places.length) % places.length));
    } else if (event.key === "Enter" && activeIndex >= 0 && places[activeIndex]) {
      // Choosing a suggestion must not submit the whole form.
      event.preventDefault();
      pick(places[activeIndex]);
    } else if (event.key === "Escape") {
      setQuery(null);
    }
  };

  return (
    <LabeledField id={id} label={props.label} className="relative">
      <input
        id={id}
        name={props.fieldName}
        value={props.value}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-describedby={props.error ? `address-picker-hint ${partErrorId(id)}` : "address-picker-hint"}
        aria-activedescendant={open && activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined}
        aria-invalid={props.invalid || undefined}
        placeholder={props.placeholder}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        maxLength={props.maxLength ?? 100}
        onChange={(event) => {
          props.onType(event.target.value);
          setQuery(event.target.value);
          setActiveIndex(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setQuery(null)}
        className={TEXT_INPUT_CLASS}
      />
      <ul
        ref={list}
        id={listId}
        role="listbox"
        aria-label={m.addressSuggestions}
        hidden={!open}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-y-auto rounded-xl border border-brand-100 bg-white py-1 shadow-lg"
      >
        {open && places?.length === 0 ? <li className="px-4 py-2 text-sm text-gray-500">{m.addressNoMatches}</li> : null}
        {open
          ? places?.map((place, index) => (
              <li
                key={thaiAddressKey(place)}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === activeIndex}
                // Pressing (not releasing) chooses, before the input's blur closes the list.
                onMouseDown={(event) => {
                  event.preventDefault();
                  pick(place);
                }}
                className={`cursor-pointer px-4 py-2 text-sm ${index === activeIndex ? "bg-brand-50" : "hover:bg-brand-50"}`}
              >
                <span className="font-medium">{place.subDistrict}</span>
                <span className="text-gray-600">
                  {" "}
                  › {place.district} › {place.province} › {place.postalCode}
                </span>
              </li>
            ))
          : null}
      </ul>
      <PartError id={id} error={props.error} />
    </LabeledField>
  );
}
