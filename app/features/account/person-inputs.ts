import { ADDRESS_LINE_MAX_LENGTH, NAME_MAX_LENGTH } from "../../../domain/shared/thai-contact";

/**
 * How the shop asks for a person's name, mobile number and street address wherever it asks
 * (the member's details, a saved address, checkout): the same limits and the same autofill
 * names, so a browser fills all three forms alike. Spread into a field: `{...PERSON_INPUTS.phone}`.
 */
export const PERSON_INPUTS = {
  firstName: { maxLength: NAME_MAX_LENGTH, autoComplete: "given-name" },
  lastName: { maxLength: NAME_MAX_LENGTH, autoComplete: "family-name" },
  phone: { type: "tel", inputMode: "tel", maxLength: 20, autoComplete: "tel-national" },
  address: { multiline: true, maxLength: ADDRESS_LINE_MAX_LENGTH, autoComplete: "street-address" },
} as const;
