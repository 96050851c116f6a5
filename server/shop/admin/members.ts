import { and, count, desc, eq, ilike, isNull, ne, sql } from "drizzle-orm";
import type { MemberEdit } from "../../../domain/admin/admin-forms";
import { containsPattern, type ListParams } from "../../../domain/admin/admin-list";
import { adminMemberTexts } from "../../../domain/admin/admin-member-texts";
import type { MembershipTier, UserRole } from "../../../domain/orders/order-status";
import type { DatabaseOrTransaction, ShopDatabase } from "../../platform/db/database";
import { orders, profiles, users } from "../../platform/db/schema";
import { anonymiseMemberAccount, removeAnonymisedMemberFiles, type AnonymisedMemberFiles } from "../account/anonymise-member";
import { refused, type Outcome } from "../../../domain/shared/refusal";
import { refusingTaken } from "../../platform/db/unique-violation";
import { changedValues, recordAdminAction, type AuditActor } from "../../platform/db/audit-trail";
import { loadPagedList, type PagedList, totalOf } from "../../platform/db/paged-list";

const m = adminMemberTexts;

export type MemberRow = {
  id: string;
  email: string;
  name: string;
  phone: string | null;
  membershipTier: MembershipTier;
  role: UserRole;
  createdAt: Date;
};

export type MemberDetail = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  address: string | null;
  city: string | null;
  district: string | null;
  province: string | null;
  postalCode: string | null;
  phone: string | null;
  membershipTier: MembershipTier;
  role: UserRole;
};

// Deleted members stay as anonymised rows for their orders (decision 029) and are never listed.
const listed = (q: string) => and(isNull(users.deletedAt), q ? ilike(users.email, containsPattern(q)) : undefined);

/** /admin-members: searched by e-mail, newest first (spec §2, §7 admin_get_profiles_secure). */
export function listMembers(db: DatabaseOrTransaction, params: ListParams): Promise<PagedList<MemberRow>> {
  return loadPagedList(params, {
    count: (q) => totalOf(db.select({ total: count() }).from(users).where(listed(q))),
    rows: async (q, limit, offset) => {
      // The page's ids first, from the index alone (user_listed_created_at_idx), then the
      // columns of those 20: the last of 30,000 members' pages stays as quick as the first.
      const page = db
        .$with("page")
        .as(db.select({ id: users.id }).from(users).where(listed(q)).orderBy(desc(users.createdAt), desc(users.id)).limit(limit).offset(offset));
      const rows = await db
        .with(page)
        .select({
          id: users.id,
          email: users.email,
          name: sql<string>`coalesce(nullif(trim(concat_ws(' ', ${profiles.firstName}, ${profiles.lastName})), ''), ${users.name})`,
          phone: profiles.phone,
          membershipTier: sql<MembershipTier>`coalesce(${profiles.membershipTier}, 'standard')`,
          role: users.role,
          createdAt: users.createdAt,
        })
        .from(page)
        .innerJoin(users, eq(users.id, page.id))
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .orderBy(desc(users.createdAt), desc(users.id));
      return rows.map((row) => ({ ...row, role: row.role as UserRole }));
    },
  });
}

/** The edit dialog's values (spec §7 admin_get_profile_detail); null for a missing or deleted member. */
export async function loadMemberDetail(db: DatabaseOrTransaction, id: string, lock = false): Promise<MemberDetail | null> {
  const query = db
    .select({
      id: users.id,
      email: users.email,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      address: profiles.address,
      city: profiles.city,
      district: profiles.district,
      province: profiles.province,
      postalCode: profiles.postalCode,
      phone: profiles.phone,
      membershipTier: sql<MembershipTier>`coalesce(${profiles.membershipTier}, 'standard')`,
      role: users.role,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  const [row] = lock ? await query.for("update", { of: users }) : await query;
  return row ? { ...row, role: row.role as UserRole } : null;
}

/**
 * Whether another admin than `exceptId` remains. The admins' rows are locked, so two admins
 * demoting each other at the same moment cannot both succeed and leave the shop without one.
 */
async function anotherAdminRemains(tx: DatabaseOrTransaction, exceptId: string): Promise<boolean> {
  const others = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "admin"), isNull(users.deletedAt), ne(users.id, exceptId)))
    .for("update");
  return others.length > 0;
}

/** Edits a member (spec §7 admin_update_profile_secure); the role rules of §6 and issue 10. */
export function updateMember(db: ShopDatabase, actor: AuditActor, id: string, input: MemberEdit): Promise<Outcome> {
  return refusingTaken("user_email_unique", refused(409, m.emailTaken, "email"), () =>
    db.transaction(async (tx) => {
      const before = await loadMemberDetail(tx, id, true);
      if (!before) return refused(404, m.notFound);
      if (before.role === "admin" && input.role !== "admin") {
        if (id === actor.id) return refused(409, m.cannotDemoteSelf, "role");
        if (!(await anotherAdminRemains(tx, id))) return refused(409, m.lastAdmin, "role");
      }
      // A new address has not been confirmed by its owner.
      const emailChanged = input.email !== before.email;
      await tx
        .update(users)
        .set({ email: input.email, role: input.role, ...(emailChanged ? { emailVerified: false } : {}) })
        .where(eq(users.id, id));
      const { email: _email, role: _role, ...profile } = input;
      await tx
        .insert(profiles)
        .values({ userId: id, ...profile })
        .onConflictDoUpdate({ target: profiles.userId, set: profile });
      const { id: _id, ...old } = before;
      const diff = changedValues(old, input);
      // Names, e-mail and address are personal: the log says which changed, not to what.
      // Tier and role are rights and are kept before and after.
      const personal = Object.keys(diff?.after ?? {}).filter((key) => key !== "membershipTier" && key !== "role");
      await recordAdminAction(tx, actor, {
        action: "member.update",
        entityId: id,
        before: { membershipTier: before.membershipTier, role: before.role },
        after: { membershipTier: input.membershipTier, role: input.role, changedFields: personal.join(", ") },
      });
      return { ok: true } as const;
    }),
  );
}

/**
 * Deletes a member (spec §7 admin_delete_profile_secure) the way decision 029 describes: their
 * orders and payments stay for the books, so the user row stays too, stripped of everything
 * personal and unable to sign in; the e-mail is freed for a new account. Once that has
 * committed, their avatar files under `uploadsDir` and their photos go too (decisions 038, 105).
 */
export async function deleteMember(db: ShopDatabase, actor: AuditActor, id: string, uploadsDir: string): Promise<Outcome> {
  let files: AnonymisedMemberFiles | null = null;
  const result = await anonymiseMember(db, actor, id, (erased) => (files = erased));
  if (result.ok) await removeAnonymisedMemberFiles(uploadsDir, id, files);
  return result;
}

function anonymiseMember(db: ShopDatabase, actor: AuditActor, id: string, erasedFiles: (files: AnonymisedMemberFiles) => void): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const before = await loadMemberDetail(tx, id, true);
    if (!before) return refused(404, m.notFound);
    if (id === actor.id) return refused(409, m.cannotDeleteSelf);
    if (before.role === "admin" && !(await anotherAdminRemains(tx, id))) return refused(409, m.lastAdmin);

    // Signed out everywhere, no password or social link left to sign in with.
    erasedFiles(await anonymiseMemberAccount(tx, id, new Date()));
    const [orderCount] = await tx.select({ total: count() }).from(orders).where(eq(orders.userId, id));
    await recordAdminAction(tx, actor, {
      action: "member.delete",
      entityId: id,
      before: { membershipTier: before.membershipTier, role: before.role, orders: orderCount?.total ?? 0 },
      after: { deleted: true },
    });
    return { ok: true } as const;
  });
}
