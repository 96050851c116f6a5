import { consentGiven } from "./member-consents";
import type { ShopDatabase } from "../../platform/db/database";
import { accountHasPassword } from "./sign-in-methods";
import { listLoyaltyLedger, type LoyaltyLedgerEntry } from "./loyalty";
import type { OrderSummary } from "../../../domain/orders/viewed-order";
import { countMemberOrders, listMemberOrders } from "./order-history";
import { loadProfile, type MemberProfile } from "./profile";
import { listSavedCards, type SavedCard } from "./saved-cards";
import { deliveryContactOf } from "./delivery-contact";
import type { DeliveryContact } from "../../../domain/members/delivery-contact";

export type AccountOverview = {
  profile: MemberProfile;
  orderCount: number;
  orders: OrderSummary[];
  savedCards: SavedCard[];
  ledger: LoyaltyLedgerEntry[];
  /** The phone and address to show while the profile holds none (issue 40). */
  deliveryContact: DeliveryContact | null;
};

/**
 * Everything the account page (/dashboard) shows. All tabs are loaded at once: each list
 * is small and capped, and switching tabs then needs no further round trip.
 */
export async function loadAccountOverview(db: ShopDatabase, userId: string): Promise<AccountOverview | null> {
  const [profile, orderCount, orders, savedCards, ledger, deliveryContact] = await Promise.all([
    loadProfile(db, userId),
    countMemberOrders(db, userId),
    listMemberOrders(db, userId),
    listSavedCards(db, userId),
    listLoyaltyLedger(db, userId),
    deliveryContactOf(db, userId),
  ]);
  return profile ? { profile, orderCount, orders, savedCards, ledger, deliveryContact } : null;
}

export type ProfilePageData = {
  profile: MemberProfile;
  orders: OrderSummary[];
  hasPassword: boolean;
  /** The member takes the cart reminder mail (decision 109). */ cartReminders: boolean;
};

/** What /profile shows: the editable profile, the order history, and how the account signs in (for the deletion form). */
export async function loadProfilePage(db: ShopDatabase, userId: string): Promise<ProfilePageData | null> {
  const [profile, orders, hasPassword, cartReminders] = await Promise.all([
    loadProfile(db, userId),
    listMemberOrders(db, userId),
    accountHasPassword(db, userId),
    consentGiven(db, userId, "cart-reminder"),
  ]);
  return profile ? { profile, orders, hasPassword, cartReminders } : null;
}
