// A member's tier (spec §3): staff set it; promotions may be for one tier only (decision 101).
export const MEMBERSHIP_TIERS = ["standard", "vip"] as const;
export type MembershipTier = (typeof MEMBERSHIP_TIERS)[number];
