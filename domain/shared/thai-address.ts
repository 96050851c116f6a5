/** One place in Thailand's postal address system, as the address picker fills it in. */
export type ThaiAddress = {
  subDistrict: string;
  district: string;
  province: string;
  postalCode: string;
};

/** Who a parcel goes to and where: a name, a mobile number and a Thai address (checkout, saved addresses). */
export type DeliveryAddress = ThaiAddress & {
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
};

/** GET /api/thai-address?q=…'s answer: the places that match, for the address picker. */
export type ThaiAddressSuggestions = { suggestions: ThaiAddress[] };

/** Longest search text the address lookup accepts; longer input cannot match a name anyway. */
export const THAI_ADDRESS_QUERY_MAX_LENGTH = 60;
/** Suggestions returned per lookup: enough to choose from on a phone screen. */
export const THAI_ADDRESS_MAX_SUGGESTIONS = 20;

// People often type the administrative prefix ("ต.บางรัก", "แขวงคลองตัน", "ตำบล…");
// the dataset stores bare names.
const SUB_DISTRICT_PREFIX = /^(?:ตำบล|แขวง|ต\.|ข\.)\s*/;

/** The text to search with: trimmed, spaces collapsed, administrative prefix dropped. */
export function normaliseAddressQuery(query: string): string {
  return query.trim().replace(/\s+/g, " ").replace(SUB_DISTRICT_PREFIX, "").slice(0, THAI_ADDRESS_QUERY_MAX_LENGTH);
}

/** A stable key for one combination, e.g. for de-duplicating or list keys. */
export function thaiAddressKey(address: ThaiAddress): string {
  return [address.subDistrict, address.district, address.province, address.postalCode].join("|");
}
