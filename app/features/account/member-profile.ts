import { cardPaymentOpen } from "../../../domain/payments/payment-methods";
const ALL_DASHBOARD_TABS = ["profile", "orders", "cards", "loyalty", "codes"] as const;
export type DashboardTab = (typeof ALL_DASHBOARD_TABS)[number];
/** The account page's tabs today: no cards while card payment is closed (`?tab=cards` shows the first). */
export const DASHBOARD_TABS: readonly DashboardTab[] = ALL_DASHBOARD_TABS.filter((tab) => cardPaymentOpen || tab !== "cards");

export const PROFILE_TABS = ["personal", "orders", "security", "data"] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];
