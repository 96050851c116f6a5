import { eq, sql } from "drizzle-orm";
import type { MemberProfileView } from "../../../domain/members/member-profile";
import { accountTexts } from "../../../domain/members/account-texts";
import { refused, type Outcome } from "../../../domain/shared/refusal";
import type { ProfileInput } from "../../../domain/members/profile-form";
import type { MembershipTier } from "../../../domain/orders/order-status";
import type { DatabaseOrTransaction, ShopDatabase } from "../../platform/db/database";
import { preparedQuery } from "../../platform/db/prepared-query";
import { profiles, users } from "../../platform/db/schema";
import { errorFields, logger } from "../../platform/logger";
import { isKnownThaiAddress } from "./thai-address";

export type MemberProfile = MemberProfileView & {
  userId: string;
  membershipTier: MembershipTier;
  memberSince: Date;
};

// The checkout page reads it at every render: prepared (decision 093).
const profileOf = preparedQuery((db) =>
  db
    .select({ user: users, profile: profiles })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, sql.placeholder("userId")))
    .prepare("member_profile"),
);

/** The member's profile; a user without a profile row (never expected) reads as an empty one. */
export async function loadProfile(db: DatabaseOrTransaction, userId: string): Promise<MemberProfile | null> {
  const [row] = await profileOf(db).execute({ userId });
  if (!row) return null;
  const { user, profile } = row;
  return {
    userId: user.id,
    email: user.email,
    displayName: profile?.displayName || user.name,
    firstName: profile?.firstName ?? null,
    lastName: profile?.lastName ?? null,
    phone: profile?.phone ?? null,
    address: profile?.address ?? null,
    subDistrict: profile?.subDistrict ?? null,
    district: profile?.district ?? null,
    province: profile?.province ?? null,
    postalCode: profile?.postalCode ?? null,
    avatarUrl: profile?.avatarUrl ?? null,
    loyaltyPoints: profile?.loyaltyPoints ?? 0,
    membershipTier: profile?.membershipTier === "vip" ? "vip" : "standard",
    isAdmin: user.role === "admin",
    memberSince: user.createdAt,
  };
}

/**
 * Saves the personal-info form. The address parts must name a real place together (the
 * picker fills them consistently, but the server never trusts the browser for that). The
 * display name is also the account's name, shown in the header, so both change together.
 */
export async function updateProfile(db: ShopDatabase, userId: string, input: ProfileInput): Promise<Outcome> {
  if (input.region && !(await isKnownThaiAddress(input.region))) {
    return refused(400, accountTexts.addressNotFound, "subDistrict");
  }
  const fields = {
    displayName: input.displayName,
    firstName: input.firstName,
    lastName: input.lastName,
    phone: input.phone,
    address: input.address,
    subDistrict: input.region?.subDistrict ?? null,
    district: input.region?.district ?? null,
    province: input.region?.province ?? null,
    postalCode: input.region?.postalCode ?? null,
    // Checkout's "city" is the province for Thai addresses.
    city: input.region?.province ?? null,
  };
  try {
    await db.transaction(async (tx) => {
      await tx
        .insert(profiles)
        .values({ userId, ...fields })
        .onConflictDoUpdate({ target: profiles.userId, set: { ...fields, updatedAt: new Date() } });
      await tx.update(users).set({ name: input.displayName, updatedAt: new Date() }).where(eq(users.id, userId));
    });
    return { ok: true };
  } catch (error) {
    logger.error("Profile update failed", { userId, ...errorFields(error) });
    return refused(500, accountTexts.profileSaveFailed);
  }
}
