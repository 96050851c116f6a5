import { access, readdir } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { parseForm } from "../../../domain/shared/form-contract";
import { memberEditSchema, type MemberEdit } from "../../../domain/admin/admin-forms";
import { adminMemberTexts } from "../../../domain/admin/admin-member-texts";
import { accounts, adminAuditLog, orders, profiles, sessions, users } from "../../platform/db/schema";
import { provideTestDatabase } from "../../platform/db/test-support/test-database";
import { replaceAvatar } from "../members/avatar";
import { insertMember, insertOrder } from "../members/test-fixtures";
import { deleteMember, listMembers, loadMemberDetail, updateMember } from "./members";
import { provideTempDir } from "../../platform/test-support/temp-dir";

const testDb = provideTestDatabase();
const m = adminMemberTexts;
const uploads = provideTempDir("shop-member-uploads-");

function edit(fields: Record<string, string>): MemberEdit {
  const parsed = parseForm(memberEditSchema, { membershipTier: "standard", role: "user", ...fields });
  if (!parsed.ok) throw new Error(`Unexpected form problem: ${parsed.message}`);
  return parsed.value;
}

async function actorFor(id: string) {
  const [row] = await testDb.db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, id));
  return row!;
}

async function auditRows(entityId: string) {
  return testDb.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, entityId));
}

/** Demotes every admin but `keep`, so each test decides how many admins the shop has. */
async function onlyAdmins(...keep: string[]) {
  const admins = await testDb.db.select({ id: users.id }).from(users).where(eq(users.role, "admin"));
  for (const admin of admins) if (!keep.includes(admin.id)) await testDb.db.update(users).set({ role: "user" }).where(eq(users.id, admin.id));
}

describe("listMembers", () => {
  it("searches by e-mail, pages by 20 and never lists deleted members", async () => {
    const admin = await actorFor(await insertMember(testDb.db, { role: "admin" }));
    const ids: string[] = [];
    for (let index = 0; index < 23; index++) {
      const id = await insertMember(testDb.db);
      await testDb.db
        .update(users)
        .set({ email: `paging-${index}-${id}@list.example` })
        .where(eq(users.id, id));
      ids.push(id);
    }
    const first = await listMembers(testDb.db, { q: "@LIST.example", page: 1 });
    expect(first).toMatchObject({ total: 23, pages: 2, page: 1 });
    expect(first.rows).toHaveLength(20);
    const second = await listMembers(testDb.db, { q: "@list.example", page: 2 });
    expect(second.rows).toHaveLength(3);

    expect(await deleteMember(testDb.db, admin, ids[0]!, uploads.path)).toEqual({ ok: true });
    expect((await listMembers(testDb.db, { q: "@list.example", page: 1 })).total).toBe(22);
    // A % in the search is a character, not a wildcard.
    expect((await listMembers(testDb.db, { q: "%", page: 1 })).total).toBe(0);
  });
});

describe("updateMember", () => {
  it("saves the fields, records the tier and role before and after, and names the personal fields changed", async () => {
    const admin = await actorFor(await insertMember(testDb.db, { role: "admin" }));
    const id = await insertMember(testDb.db);
    const result = await updateMember(
      testDb.db,
      admin,
      id,
      edit({ email: `Renamed-${id}@Test.example`, firstName: "พลอย", phone: "081-234-5678", postalCode: "10110", membershipTier: "vip" }),
    );
    expect(result).toEqual({ ok: true });
    expect(await loadMemberDetail(testDb.db, id)).toMatchObject({
      email: `renamed-${id}@test.example`,
      firstName: "พลอย",
      phone: "0812345678",
      postalCode: "10110",
      membershipTier: "vip",
      role: "user",
    });
    const [entry] = await auditRows(id);
    expect(entry).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      action: "member.update",
      entity: "member",
      before: { membershipTier: "standard", role: "user" },
      after: { membershipTier: "vip", role: "user", changedFields: "email, firstName, postalCode, phone" },
    });
  });

  it("refuses an e-mail another member uses, next to the field, and changes nothing", async () => {
    const admin = await actorFor(await insertMember(testDb.db, { role: "admin" }));
    const other = await actorFor(await insertMember(testDb.db));
    const id = await insertMember(testDb.db);
    const before = await loadMemberDetail(testDb.db, id);
    const result = await updateMember(testDb.db, admin, id, edit({ email: other.email, membershipTier: "vip" }));
    expect(result).toEqual({ ok: false, status: 409, message: m.emailTaken, field: "email" });
    expect(await loadMemberDetail(testDb.db, id)).toEqual(before);
    expect(await auditRows(id)).toEqual([]);
  });

  it("refuses an admin demoting themself, and writes nothing", async () => {
    const adminId = await insertMember(testDb.db, { role: "admin" });
    await insertMember(testDb.db, { role: "admin" });
    const admin = await actorFor(adminId);
    const result = await updateMember(testDb.db, admin, adminId, edit({ email: admin.email, role: "user" }));
    expect(result).toEqual({ ok: false, status: 409, message: m.cannotDemoteSelf, field: "role" });
    expect((await loadMemberDetail(testDb.db, adminId))?.role).toBe("admin");
    expect(await auditRows(adminId)).toEqual([]);
  });

  it("lets an admin demote another admin while one remains, but never the last one", async () => {
    const firstId = await insertMember(testDb.db, { role: "admin" });
    const secondId = await insertMember(testDb.db, { role: "admin" });
    await onlyAdmins(firstId, secondId);
    const first = await actorFor(firstId);
    const second = await actorFor(secondId);
    expect(await updateMember(testDb.db, first, secondId, edit({ email: second.email, role: "user" }))).toEqual({ ok: true });
    const [entry] = await auditRows(secondId);
    expect(entry).toMatchObject({ before: { role: "admin" }, after: { role: "user" } });

    // Only `first` is an admin now. An admin whose role was just taken cannot be the one to
    // remove the last admin either (the actor's rights are checked by the route, the rule here).
    expect(await updateMember(testDb.db, second, firstId, edit({ email: first.email, role: "user" }))).toEqual({
      ok: false,
      status: 409,
      message: m.lastAdmin,
      field: "role",
    });
    expect((await loadMemberDetail(testDb.db, firstId))?.role).toBe("admin");
  });

  it("answers 404 for a member who is gone", async () => {
    const admin = await actorFor(await insertMember(testDb.db, { role: "admin" }));
    expect(await updateMember(testDb.db, admin, "00000000-0000-4000-8000-000000000000", edit({ email: "x@test.example" }))).toMatchObject({
      ok: false,
      status: 404,
    });
  });
});

describe("deleteMember", () => {
  it("keeps the member's orders, removes what is personal and every way to sign in, in one go with its audit row", async () => {
    const admin = await actorFor(await insertMember(testDb.db, { role: "admin" }));
    const id = await insertMember(testDb.db, { name: "ลูกค้าเก่า" });
    const member = await actorFor(id);
    await testDb.db.update(profiles).set({ phone: "0812345678", address: "99/1" }).where(eq(profiles.userId, id));
    await testDb.db.insert(accounts).values({ accountId: id, providerId: "credential", userId: id, password: "hash" });
    await testDb.db.insert(sessions).values({ token: `token-${id}`, userId: id, expiresAt: new Date(Date.now() + 86_400_000) });
    const order = await insertOrder(testDb.db, id, { subtotal: 249_00 });

    expect(await deleteMember(testDb.db, admin, id, uploads.path)).toEqual({ ok: true });

    const [user] = await testDb.db.select().from(users).where(eq(users.id, id));
    expect(user).toMatchObject({ email: `deleted-${id}@deleted.invalid`, banned: true, role: "user" });
    expect(user?.deletedAt).toBeInstanceOf(Date);
    const [profile] = await testDb.db.select().from(profiles).where(eq(profiles.userId, id));
    expect(profile).toMatchObject({ phone: null, address: null, displayName: null });
    expect(await testDb.db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
    expect(await testDb.db.select().from(accounts).where(eq(accounts.userId, id))).toEqual([]);
    const kept = await testDb.db.select({ id: orders.id, userId: orders.userId }).from(orders).where(eq(orders.id, order.id));
    expect(kept).toEqual([{ id: order.id, userId: id }]);
    expect(await loadMemberDetail(testDb.db, id)).toBeNull();
    const [entry] = await auditRows(id);
    expect(entry).toMatchObject({ action: "member.delete", before: { role: "user", orders: 1 }, after: { deleted: true } });
    // The e-mail is free for a new account.
    await testDb.db.insert(users).values({ name: "ใหม่", email: member.email });
  });

  it("removes the deleted member's avatar files once the deletion is done, and only theirs; a new avatar is refused meanwhile", async () => {
    const admin = await actorFor(await insertMember(testDb.db, { role: "admin" }));
    const png = (background: string) =>
      sharp({ create: { width: 500, height: 500, channels: 3, background } })
        .png()
        .toBuffer();
    const id = await insertMember(testDb.db);
    const other = await insertMember(testDb.db);
    // Two uploads (the first one's files are replaced) and another member's avatar.
    expect((await replaceAvatar(testDb.db, id, await png("#ec3d70"), uploads.path)).ok).toBe(true);
    const stored = await replaceAvatar(testDb.db, id, await png("#000000"), uploads.path);
    expect((await replaceAvatar(testDb.db, other, await png("#ffffff"), uploads.path)).ok).toBe(true);
    const folder = path.join(uploads.path, "avatars", id);
    const files = await readdir(folder);
    expect(files.filter((file) => file.endsWith(".webp")).length).toBeGreaterThanOrEqual(3);
    expect(files.some((file) => file.endsWith(".avif"))).toBe(true);
    if (!stored.ok) throw new Error("the avatar was not stored");
    await access(path.join(uploads.path, stored.value.url.slice("/media/".length)));

    expect(await deleteMember(testDb.db, admin, id, uploads.path)).toEqual({ ok: true });

    await expect(access(folder)).rejects.toMatchObject({ code: "ENOENT" });
    const [profile] = await testDb.db.select({ avatarUrl: profiles.avatarUrl }).from(profiles).where(eq(profiles.userId, id));
    expect(profile?.avatarUrl ?? null).toBeNull();
    expect((await readdir(path.join(uploads.path, "avatars", other))).length).toBeGreaterThan(0);
    // An upload that was under way when the member was deleted leaves no file and no link.
    expect(await replaceAvatar(testDb.db, id, await png("#00ff00"), uploads.path)).toMatchObject({ ok: false, status: 409 });
    expect(await readdir(folder).catch(() => [])).toEqual([]);
    const [after] = await testDb.db.select({ avatarUrl: profiles.avatarUrl }).from(profiles).where(eq(profiles.userId, id));
    expect(after?.avatarUrl ?? null).toBeNull();
  });

  it("deletes a member whose avatar folder cannot be removed, and logs it", async () => {
    const admin = await actorFor(await insertMember(testDb.db, { role: "admin" }));
    const id = await insertMember(testDb.db);
    // An uploads directory that is a file: nothing under it can be removed (or exists).
    const notADirectory = path.join(uploads.path, "not-a-directory");
    await import("node:fs/promises").then((fs) => fs.writeFile(notADirectory, "x"));
    expect(await deleteMember(testDb.db, admin, id, notADirectory)).toEqual({ ok: true });
    expect(await loadMemberDetail(testDb.db, id)).toBeNull();
  });

  it("refuses an admin deleting themself, and the last admin; the rows stay as they were", async () => {
    const adminId = await insertMember(testDb.db, { role: "admin" });
    await onlyAdmins(adminId);
    const admin = await actorFor(adminId);
    expect(await deleteMember(testDb.db, admin, adminId, uploads.path)).toEqual({ ok: false, status: 409, message: m.cannotDeleteSelf });

    // A member who was an admin a moment ago tries to delete the last admin.
    const formerId = await insertMember(testDb.db);
    expect(await deleteMember(testDb.db, await actorFor(formerId), adminId, uploads.path)).toEqual({
      ok: false,
      status: 409,
      message: m.lastAdmin,
    });
    const [row] = await testDb.db.select({ email: users.email, role: users.role, deletedAt: users.deletedAt }).from(users).where(eq(users.id, adminId));
    expect(row).toEqual({ email: admin.email, role: "admin", deletedAt: null });
    expect(await auditRows(adminId)).toEqual([]);
  });
});
