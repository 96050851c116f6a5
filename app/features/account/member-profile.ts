/** The profile fields the member pages show (the loader's data, seen from the browser side). */
export type MemberProfileView = {
  email: string;
  displayName: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  address: string | null;
  subDistrict: string | null;
  district: string | null;
  province: string | null;
  postalCode: string | null;
  avatarUrl: string | null;
  loyaltyPoints: number;
  isAdmin: boolean;
};

export const DASHBOARD_TABS = ["profile", "orders", "cards", "loyalty"] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export const PROFILE_TABS = ["personal", "orders", "security"] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];
