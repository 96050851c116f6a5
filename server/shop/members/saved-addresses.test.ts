import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { parseForm } from "../../../domain/shared/form-contract";
import { MAX_SAVED_ADDRESSES, savedAddressSchema, type SavedAddressInput } from "../../../domain/members/saved-addresses";
import { savedAddressTexts } from "../../../domain/addresses/saved-address-texts";
import { savedAddresses } from "../../platform/db/schema";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { addSavedAddress, deleteSavedAddress, listSavedAddresses, ownSavedAddress, setDefaultSavedAddress, updateSavedAddress } from "./saved-addresses";
import { insertMember } from "./test-fixtures";
import { SOMYING_ADDRESS } from "../orders/test-fixtures";

const testDb = provideTestDatabase();
const m = savedAddressTexts;

const FILLED = { labelKind: "home", ...SOMYING_ADDRESS };

/** The /addresses form as a member fills it in. */
function addressForm(fields: Record<string, string> = {}): SavedAddressInput {
  const parsed = parseForm(savedAddressSchema, { ...FILLED, ...fields });
  if (!parsed.ok) throw new Error(`Unexpected form problem: ${parsed.message}`);
  return parsed.value;
}

async function added(userId: string, fields: Record<string, string> = {}) {
  const outcome = await addSavedAddress(testDb.db, userId, addressForm(fields));
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.value.id;
}

describe("saved addresses", () => {
  it("reads the label choices and the checkout's address rules", () => {
    expect(addressForm({ labelKind: "office" }).label).toBe(m.labelOffice);
    expect(addressForm({ labelKind: "other", labelText: "  คอนโดแม่ " }).label).toBe("คอนโดแม่");
    expect(parseForm(savedAddressSchema, { ...FILLED, labelKind: "other", labelText: "" })).toMatchObject({
      ok: false,
      fieldErrors: { labelText: m.labelRequired },
    });
    const bad = parseForm(savedAddressSchema, {
      labelKind: "home",
      firstName: "",
      phone: "12345",
      address: "x",
      city: "ก",
      postalCode: "101",
    });
    expect(bad).toMatchObject({
      ok: false,
      fieldErrors: { firstName: expect.any(String), phone: expect.any(String), postalCode: expect.any(String) },
    });
  });

  it("makes the first address the default, moves the default on request and keeps exactly one", async () => {
    const userId = await insertMember(testDb.db);
    const home = await added(userId);
    const office = await added(userId, { labelKind: "office", address: "1 อาคารสาทรทาวเวอร์" });
    let list = await listSavedAddresses(testDb.db, userId);
    expect(list.map((address) => [address.id, address.isDefault])).toEqual([
      [home, true],
      [office, false],
    ]);
    expect(list[0]).toMatchObject({ label: "บ้าน", phone: "0812345678", province: "กรุงเทพมหานคร", subDistrict: "คลองเตย" });

    expect(await setDefaultSavedAddress(testDb.db, userId, office)).toEqual({ ok: true });
    list = await listSavedAddresses(testDb.db, userId);
    expect(list.filter((address) => address.isDefault).map((address) => address.id)).toEqual([office]);

    // Saving an edit with "make default" moves it back.
    expect(await updateSavedAddress(testDb.db, userId, home, addressForm({ makeDefault: "on", address: "100 ถนนพระราม 4" }))).toEqual({
      ok: true,
    });
    list = await listSavedAddresses(testDb.db, userId);
    expect(list[0]).toMatchObject({ id: home, isDefault: true, address: "100 ถนนพระราม 4" });
    expect(list.filter((address) => address.isDefault)).toHaveLength(1);
  });

  it("gives the default to the oldest address left when the default is deleted", async () => {
    const userId = await insertMember(testDb.db);
    const first = await added(userId);
    const second = await added(userId, { labelKind: "office" });
    const third = await added(userId, { labelKind: "other", labelText: "บ้านแม่" });
    expect(await deleteSavedAddress(testDb.db, userId, first)).toEqual({ ok: true });
    const list = await listSavedAddresses(testDb.db, userId);
    expect(list.map((address) => [address.id, address.isDefault])).toEqual([
      [second, true],
      [third, false],
    ]);
  });

  it("refuses another member's address for reading, editing, deleting and default, changing nothing", async () => {
    const owner = await insertMember(testDb.db);
    const stranger = await insertMember(testDb.db);
    const address = await added(owner);
    const before = await listSavedAddresses(testDb.db, owner);

    expect(await ownSavedAddress(testDb.db, stranger, address)).toBeNull();
    expect(await ownSavedAddress(testDb.db, owner, "not-a-uuid")).toBeNull();
    const notFound = { ok: false, status: 404, message: m.notFound };
    expect(await updateSavedAddress(testDb.db, stranger, address, addressForm({ address: "ที่อยู่ของคนอื่น" }))).toEqual(notFound);
    expect(await setDefaultSavedAddress(testDb.db, stranger, address)).toEqual(notFound);
    expect(await deleteSavedAddress(testDb.db, stranger, address)).toEqual(notFound);
    expect(await deleteSavedAddress(testDb.db, stranger, "' or 1=1 --")).toEqual(notFound);

    expect(await listSavedAddresses(testDb.db, owner)).toEqual(before);
    expect(await listSavedAddresses(testDb.db, stranger)).toEqual([]);
  });

  it(`keeps at most ${MAX_SAVED_ADDRESSES} addresses and refuses the next in Thai, also when two arrive at once`, async () => {
    const userId = await insertMember(testDb.db);
    for (let n = 1; n < MAX_SAVED_ADDRESSES; n += 1) await added(userId, { address: `บ้านเลขที่ ${n}` });
    // The last free place, asked for twice at the same moment: one gets it.
    const both = await Promise.all([
      addSavedAddress(testDb.db, userId, addressForm({ address: "ก" })),
      addSavedAddress(testDb.db, userId, addressForm({ address: "ข" })),
    ]);
    expect(both.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(both.find((outcome) => !outcome.ok)).toEqual({ ok: false, status: 400, message: m.tooMany(MAX_SAVED_ADDRESSES) });
    const rows = await testDb.db.select({ id: savedAddresses.id }).from(savedAddresses).where(eq(savedAddresses.userId, userId));
    expect(rows).toHaveLength(MAX_SAVED_ADDRESSES);
  });
});
