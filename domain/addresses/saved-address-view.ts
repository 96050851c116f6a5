// The saved-address shape both sides read (kept apart from domain/members/saved-addresses.ts, whose zod
// schema the pages' scripts need not carry).
import type { DeliveryAddress } from "../shared/thai-address";
import { savedAddressTexts } from "./saved-address-texts";

/** How many addresses one member keeps: a household, an office, family — not a mailing list. */
export const MAX_SAVED_ADDRESSES = 10;
/** Characters (code points) in an address's label, "บ้าน", "ที่ทำงาน" or the member's own. */
export const ADDRESS_LABEL_MAX_LENGTH = 30;

/** The label choices: two named ones and the member's own text. */
export const ADDRESS_LABEL_KINDS = ["home", "office", "other"] as const;
export type AddressLabelKind = (typeof ADDRESS_LABEL_KINDS)[number];

export const PRESET_LABELS = { home: savedAddressTexts.labelHome, office: savedAddressTexts.labelOffice } as const;

/** The stored label as the form shows it: a preset's choice, or "other" with its text. */
export function labelChoiceOf(label: string): { kind: AddressLabelKind; text: string } {
  if (label === PRESET_LABELS.home) return { kind: "home", text: "" };
  if (label === PRESET_LABELS.office) return { kind: "office", text: "" };
  return { kind: "other", text: label };
}

/** The checkout's `shipTo` choice for "the address typed below" (else a saved address's id). */
export const NEW_ADDRESS = "new";

/** One saved address as the member area and the checkout show it. */
export type SavedAddressView = DeliveryAddress & {
  id: string;
  label: string;
  isDefault: boolean;
};

/** The address in one line, as a card shows it. */
export function savedAddressText(address: SavedAddressView): string {
  return [address.address, address.subDistrict, address.district, address.province, address.postalCode].filter(Boolean).join(" ");
}
