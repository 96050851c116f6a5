export const DASHBOARD_TABS = ["profile", "orders", "cards", "loyalty"] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export const PROFILE_TABS = ["personal", "orders", "security"] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];
