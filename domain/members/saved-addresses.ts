// A member's saved shipping addresses: what the /addresses form and the checkout's
// "save this address" may send. The recipient and address fields are judged by the checkout's
// own rules (`shippingAddressFields`), so an address saved here can always be ordered to.
import { z } from "zod";
import { shippingAddressFields } from "../orders/checkout";
import { NAME_MAX_LENGTH } from "../shared/thai-contact";
import { savedAddressTexts } from "../addresses/saved-address-texts";
import { checkoutTexts } from "../orders/checkout-texts";
import { ADDRESS_LABEL_KINDS, ADDRESS_LABEL_MAX_LENGTH, PRESET_LABELS, type SavedAddressView } from "../addresses/saved-address-view";

export { ADDRESS_LABEL_MAX_LENGTH, MAX_SAVED_ADDRESSES, labelChoiceOf } from "../addresses/saved-address-view";

const m = savedAddressTexts;

const regionPart = z.string().trim().max(NAME_MAX_LENGTH, checkoutTexts.fieldTooLong).optional().default("");

export const savedAddressSchema = z
  .object({
    labelKind: z.enum(ADDRESS_LABEL_KINDS, { error: m.labelRequired }).default("home"),
    labelText: z.string().trim().optional().default(""),
    ...shippingAddressFields,
    subDistrict: regionPart,
    district: regionPart,
    // A checkbox: present ("on") when ticked.
    makeDefault: z
      .string()
      .optional()
      .transform((value) => value !== undefined && value !== ""),
  })
  .transform((value, ctx) => {
    const { labelKind, labelText, city, ...rest } = value;
    const label = labelKind === "other" ? labelText : PRESET_LABELS[labelKind];
    if (!label) ctx.addIssue({ code: "custom", message: m.labelRequired, path: ["labelText"] });
    else if ([...label].length > ADDRESS_LABEL_MAX_LENGTH)
      ctx.addIssue({ code: "custom", message: m.labelTooLong(ADDRESS_LABEL_MAX_LENGTH), path: ["labelText"] });
    return { ...rest, label, province: city };
  });

export type SavedAddressInput = z.output<typeof savedAddressSchema>;

/** Whether two addresses would deliver to the same person at the same place (saving at checkout does not repeat one). */
export function sameDelivery(a: SavedAddressView | SavedAddressInput, b: SavedAddressView | SavedAddressInput): boolean {
  const key = (address: SavedAddressView | SavedAddressInput) =>
    [address.firstName, address.lastName, address.phone, address.address, address.subDistrict, address.district, address.province, address.postalCode]
      .map((part) => part.trim().replace(/\s+/g, " "))
      .join("|");
  return key(a) === key(b);
}
