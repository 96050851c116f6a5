import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { parseForm } from "../../../domain/shared/form-contract";
import { accountTexts } from "../../../domain/members/account-texts";
import { profileSchema } from "../../../domain/members/profile-form";
import { profiles, users } from "../../platform/db/schema";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { loadProfile, updateProfile } from "./profile";
import { insertMember } from "./test-fixtures";

const testDb = provideTestDatabase();

const region = { subDistrict: "คลองตันเหนือ", district: "วัฒนา", province: "กรุงเทพมหานคร", postalCode: "10110" };

function input(fields: Record<string, string>) {
  const parsed = parseForm(profileSchema, fields);
  if (!parsed.ok) throw new Error(`Unexpected form problem: ${parsed.message}`);
  return parsed.value;
}

describe("updateProfile", () => {
  it("saves every field, keeps the account name in step and reads back the same values", async () => {
    const userId = await insertMember(testDb.db);
    const result = await updateProfile(
      testDb.db,
      userId,
      input({ displayName: "พลอยใส", firstName: "พลอย", lastName: "ใจดี", phone: "081 234 5678", address: "99/1 ซอยสุขุมวิท 63", ...region }),
    );
    expect(result).toEqual({ ok: true });
    expect(await loadProfile(testDb.db, userId)).toMatchObject({
      displayName: "พลอยใส",
      firstName: "พลอย",
      lastName: "ใจดี",
      phone: "0812345678",
      address: "99/1 ซอยสุขุมวิท 63",
      ...region,
      isAdmin: false,
    });
    const [row] = await testDb.db.select({ city: profiles.city }).from(profiles).where(eq(profiles.userId, userId));
    expect(row?.city).toBe("กรุงเทพมหานคร");
    const [user] = await testDb.db.select({ name: users.name }).from(users).where(eq(users.id, userId));
    expect(user?.name).toBe("พลอยใส");
  });

  it("refuses a combination of address parts that does not exist, and writes nothing", async () => {
    const userId = await insertMember(testDb.db, { name: "เดิม" });
    const result = await updateProfile(testDb.db, userId, input({ displayName: "ใหม่", ...region, district: "บางรัก" }));
    expect(result).toEqual({ ok: false, status: 400, message: accountTexts.addressNotFound, field: "subDistrict" });
    const profile = await loadProfile(testDb.db, userId);
    expect(profile).toMatchObject({ displayName: "เดิม", subDistrict: null, district: null });
  });

  it("clears the address when the member empties it", async () => {
    const userId = await insertMember(testDb.db);
    await updateProfile(testDb.db, userId, input({ displayName: "พลอย", ...region }));
    await updateProfile(testDb.db, userId, input({ displayName: "พลอย", phone: "", address: "" }));
    expect(await loadProfile(testDb.db, userId)).toMatchObject({ phone: null, address: null, subDistrict: null, postalCode: null });
  });

  it("creates the profile row when it is missing", async () => {
    const userId = await insertMember(testDb.db);
    await testDb.db.delete(profiles).where(eq(profiles.userId, userId));
    expect(await updateProfile(testDb.db, userId, input({ displayName: "ใหม่" }))).toEqual({ ok: true });
    expect((await loadProfile(testDb.db, userId))?.displayName).toBe("ใหม่");
  });

  it("leaves both rows untouched when the second write fails", async () => {
    const userId = await insertMember(testDb.db, { name: "ก่อน" });
    // The profile row is written first; make the account-name update after it fail.
    await testDb.db.execute(`alter table "user" add constraint user_test_name check (name <> 'หลัง')`);
    try {
      const result = await updateProfile(testDb.db, userId, input({ displayName: "หลัง", phone: "0812345678" }));
      expect(result).toEqual({ ok: false, status: 500, message: accountTexts.profileSaveFailed });
    } finally {
      await testDb.db.execute(`alter table "user" drop constraint user_test_name`);
    }
    expect(await loadProfile(testDb.db, userId)).toMatchObject({ displayName: "ก่อน", phone: null });
  });

  it("reports the admin role from the user's row", async () => {
    const adminId = await insertMember(testDb.db, { role: "admin" });
    expect((await loadProfile(testDb.db, adminId))?.isAdmin).toBe(true);
  });
});
