import { and, eq, like } from "drizzle-orm";
import { forgetDeviceCookies } from "../../platform/auth/device-cookies";
import type { DatabaseOrTransaction } from "../../platform/db/database";
import {
  accounts,
  chatActionTokens,
  chatHandovers,
  chatMessages,
  memberCarts,
  profiles,
  savedAddresses,
  savedPaymentMethods,
  sessions,
  users,
  verifications,
} from "../../platform/db/schema";
import { eraseMemberRequests, removeErasedPhotos } from "../after-sale/member-erasure";
import { eraseMemberReviews, removeErasedReviewPhotos } from "../product-reviews/member-reviews";
import { removeMemberAvatarFiles } from "../members/avatar";

/** The e-mail a deleted member's row carries instead of theirs, so the real address is free again (decision 029). */
export const deletedMemberEmail = (userId: string) => `deleted-${userId}@deleted.invalid`;

/**
 * Removes a member's personal data from their account, inside the caller's transaction
 * (decisions 029 and 074): the `user` row stays, anonymised and banned, for the orders and
 * points that point at it; the profile's personal fields become null; sessions (signed out
 * everywhere), sign-in methods (no password, Google or LINE link left), saved cards and the
 * assistant chat are deleted, and so are reset links still unused (the page then says the link
 * no longer works); their reviews keep their stars but lose their words and photos (decision
 * 105), their after-sale requests their words and photos (decision 104). Answers the files the caller removes after the commit (`removeAnonymisedMemberFiles`).
 * Used by the back-office's member deletion and by the member's own.
 */
export async function anonymiseMemberAccount(tx: DatabaseOrTransaction, userId: string, now: Date): Promise<AnonymisedMemberFiles> {
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
  await forgetDeviceCookies(tx, userId);
  await tx.delete(savedPaymentMethods).where(eq(savedPaymentMethods.userId, userId));
  await tx.delete(chatMessages).where(eq(chatMessages.userId, userId));
  // The chat's handover to staff and its pending confirmations go with the messages (issue 37),
  // and the cart kept for them on the server (decision 109).
  await tx.delete(chatHandovers).where(eq(chatHandovers.userId, userId));
  await tx.delete(chatActionTokens).where(eq(chatActionTokens.userId, userId));
  await tx.delete(memberCarts).where(eq(memberCarts.userId, userId));
  await tx.delete(savedAddresses).where(eq(savedAddresses.userId, userId));
  // Better Auth keeps a reset link as `reset-password:<token>` naming the account in `value`.
  await tx.delete(verifications).where(and(like(verifications.identifier, "reset-password:%"), eq(verifications.value, userId)));
  return { requestPhotos: await eraseMemberRequests(tx, userId, now), reviewPhotos: await eraseMemberReviews(tx, userId, now) };
}

/** What of a deleted member lies in files rather than rows, removed once the deletion has committed. */
export type AnonymisedMemberFiles = { requestPhotos: string[]; reviewPhotos: string[] };

/** Removes a deleted member's avatar folder, their requests' and their reviews' photos, after the commit (failures logged, never thrown). */
export async function removeAnonymisedMemberFiles(uploadsDir: string, userId: string, files: AnonymisedMemberFiles | null): Promise<void> {
  if (!files) return;
  await removeMemberAvatarFiles(uploadsDir, userId);
  await removeErasedPhotos(files.requestPhotos);
  await removeErasedReviewPhotos(uploadsDir, files.reviewPhotos);
}
