import { eq } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../platform/db/database";
import { accounts, chatMessages, profiles, savedAddresses, savedPaymentMethods, sessions, users } from "../../platform/db/schema";

/** The e-mail a deleted member's row carries instead of theirs, so the real address is free again (decision 029). */
export const deletedMemberEmail = (userId: string) => `deleted-${userId}@deleted.invalid`;

/**
 * Removes a member's personal data from their account, inside the caller's transaction
 * (decisions 029 and 074): the `user` row stays, anonymised and banned, for the orders and
 * points that point at it; the profile's personal fields become null; sessions (signed out
 * everywhere), sign-in methods (no password, Google or LINE link left), saved cards and the
 * assistant chat are deleted. The avatar files are the caller's to remove after the commit.
 * Used by the back-office's member deletion and by the member's own.
 */
export async function anonymiseMemberAccount(tx: DatabaseOrTransaction, userId: string, now: Date) {
  await tx
    .update(users)
    .set({
      email: deletedMemberEmail(userId),
      name: "Deleted member",
      image: null,
      role: "user",
      banned: true,
      banReason: "deleted",
      emailVerified: false,
      deletedAt: now,
    })
    .where(eq(users.id, userId));
  await tx
    .update(profiles)
    .set({
      displayName: null,
      firstName: null,
      lastName: null,
      phone: null,
      address: null,
      subDistrict: null,
      district: null,
      province: null,
      postalCode: null,
      city: null,
      avatarUrl: null,
    })
    .where(eq(profiles.userId, userId));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx.delete(accounts).where(eq(accounts.userId, userId));
  await tx.delete(savedPaymentMethods).where(eq(savedPaymentMethods.userId, userId));
  await tx.delete(chatMessages).where(eq(chatMessages.userId, userId));
  await tx.delete(savedAddresses).where(eq(savedAddresses.userId, userId));
}
