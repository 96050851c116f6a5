import { and, asc, desc, eq, ne } from "drizzle-orm";
import { MAX_SAVED_ADDRESSES, sameDelivery, type SavedAddressInput } from "../../../domain/members/saved-addresses";
import { savedAddressTexts } from "../../../domain/addresses/saved-address-texts";
import type { SavedAddressView } from "../../../domain/addresses/saved-address-view";
import { refused, type Outcome, type Refusal } from "../../../domain/shared/refusal";
import type { DatabaseOrTransaction, ShopDatabase } from "../../platform/db/database";
import { savedAddresses, users } from "../../platform/db/schema";

const m = savedAddressTexts;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const columns = {
  id: savedAddresses.id,
  label: savedAddresses.label,
  firstName: savedAddresses.firstName,
  lastName: savedAddresses.lastName,
  phone: savedAddresses.phone,
  address: savedAddresses.address,
  subDistrict: savedAddresses.subDistrict,
  district: savedAddresses.district,
  province: savedAddresses.province,
  postalCode: savedAddresses.postalCode,
  isDefault: savedAddresses.isDefault,
};

/** The refusal for an address id that is not one of this member's (never says whose it is). */
export const addressNotFound: Refusal = refused(404, m.notFound);

/** The member's addresses: the default first, then in the order they were saved. */
export function listSavedAddresses(db: DatabaseOrTransaction, userId: string): Promise<SavedAddressView[]> {
  return db
    .select(columns)
    .from(savedAddresses)
    .where(eq(savedAddresses.userId, userId))
    .orderBy(desc(savedAddresses.isDefault), asc(savedAddresses.createdAt), asc(savedAddresses.id));
}

/**
 * One of the member's own addresses, by the id the browser sent; null for an id that is not a
 * UUID, not theirs or gone. Every use of an address id from a form goes through here.
 */
export async function ownSavedAddress(db: DatabaseOrTransaction, userId: string, addressId: string): Promise<SavedAddressView | null> {
  if (!UUID.test(addressId)) return null;
  const [row] = await db
    .select(columns)
    .from(savedAddresses)
    .where(and(eq(savedAddresses.id, addressId), eq(savedAddresses.userId, userId)));
  return row ?? null;
}

/**
 * Locks the member's user row for the rest of the transaction: two saves of the same member
 * (two tabs, a checkout beside the address page) are judged against the cap one after another.
 */
async function lockMember(tx: DatabaseOrTransaction, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("no key update");
}

function rowOf(input: SavedAddressInput) {
  return {
    label: input.label,
    firstName: input.firstName,
    lastName: input.lastName,
    phone: input.phone,
    address: input.address,
    subDistrict: input.subDistrict,
    district: input.district,
    province: input.province,
    postalCode: input.postalCode,
  };
}

/** Makes `addressId` the member's only default (the old default cleared first: the unique index allows one). */
async function makeDefault(tx: DatabaseOrTransaction, userId: string, addressId: string) {
  await tx
    .update(savedAddresses)
    .set({ isDefault: false })
    .where(and(eq(savedAddresses.userId, userId), eq(savedAddresses.isDefault, true), ne(savedAddresses.id, addressId)));
  await tx
    .update(savedAddresses)
    .set({ isDefault: true, updatedAt: new Date() })
    .where(and(eq(savedAddresses.id, addressId), eq(savedAddresses.userId, userId)));
}

/**
 * Saves a new address inside the caller's transaction, up to the cap; the member's first address
 * becomes the default, as does one saved with "make default". `skipSame`: an address the member
 * already has (same recipient, phone and place) is not saved twice — the checkout's case.
 */
export async function insertSavedAddress(
  tx: DatabaseOrTransaction,
  userId: string,
  input: SavedAddressInput,
  options: { skipSame?: boolean } = {},
): Promise<Outcome<{ id: string; created: boolean }>> {
  await lockMember(tx, userId);
  const existing = await listSavedAddresses(tx, userId);
  const same = options.skipSame ? existing.find((address) => sameDelivery(address, input)) : undefined;
  if (same) return { ok: true, value: { id: same.id, created: false } };
  if (existing.length >= MAX_SAVED_ADDRESSES) return refused(400, m.tooMany(MAX_SAVED_ADDRESSES));
  const [row] = await tx
    .insert(savedAddresses)
    .values({ userId, ...rowOf(input) })
    .returning({ id: savedAddresses.id });
  if (existing.length === 0 || input.makeDefault) await makeDefault(tx, userId, row!.id);
  return { ok: true, value: { id: row!.id, created: true } };
}

/** The /addresses page's "add": one transaction, the cap refused in Thai. */
export function addSavedAddress(db: ShopDatabase, userId: string, input: SavedAddressInput): Promise<Outcome<{ id: string }>> {
  return db.transaction(async (tx) => {
    const saved = await insertSavedAddress(tx, userId, input);
    return saved.ok ? { ok: true, value: { id: saved.value.id } } : saved;
  });
}

/** Edits one of the member's own addresses; another member's id (or a gone one) is refused and nothing changes. */
export function updateSavedAddress(db: ShopDatabase, userId: string, addressId: string, input: SavedAddressInput): Promise<Outcome> {
  return db.transaction(async (tx) => {
    if (!(await ownSavedAddress(tx, userId, addressId))) return addressNotFound;
    await tx
      .update(savedAddresses)
      .set({ ...rowOf(input), updatedAt: new Date() })
      .where(and(eq(savedAddresses.id, addressId), eq(savedAddresses.userId, userId)));
    if (input.makeDefault) await makeDefault(tx, userId, addressId);
    return { ok: true };
  });
}

/** Makes one of the member's own addresses the default. */
export function setDefaultSavedAddress(db: ShopDatabase, userId: string, addressId: string): Promise<Outcome> {
  return db.transaction(async (tx) => {
    if (!(await ownSavedAddress(tx, userId, addressId))) return addressNotFound;
    await makeDefault(tx, userId, addressId);
    return { ok: true };
  });
}

/**
 * Deletes one of the member's own addresses. When it was the default, the oldest one left takes
 * its place, so a member with addresses always has a default for the checkout to preselect.
 * Orders sent there keep their own copy and do not change.
 */
export function deleteSavedAddress(db: ShopDatabase, userId: string, addressId: string): Promise<Outcome> {
  return db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const [deleted] = UUID.test(addressId)
      ? await tx
          .delete(savedAddresses)
          .where(and(eq(savedAddresses.id, addressId), eq(savedAddresses.userId, userId)))
          .returning({ isDefault: savedAddresses.isDefault })
      : [];
    if (!deleted) return addressNotFound;
    if (deleted.isDefault) {
      const [next] = await listSavedAddresses(tx, userId);
      if (next) await makeDefault(tx, userId, next.id);
    }
    return { ok: true };
  });
}
