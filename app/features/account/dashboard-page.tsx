import { ButtonLink } from "../../ui/button-link";
import { CreditCard, Gift, LogOut, MapPin, Package, Pencil, TicketPercent, UserRound } from "lucide-react";
import { Form, Link } from "react-router";
import { accountTexts } from "../../../domain/members/account-texts";
import { navTexts } from "../layout/texts";
import { loyaltyTexts } from "../../../domain/loyalty/loyalty-texts";
import { LOYALTY_RULES_TEXT } from "../../../domain/loyalty/loyalty";
import { savedAddressTexts } from "../../../domain/addresses/saved-address-texts";
import { cardPaymentOpen } from "../../../domain/payments/payment-methods";
import { formatThaiMobile } from "../../../domain/shared/thai-contact";
import { myDataTexts } from "../../../domain/members/my-data-texts";
import { LoyaltyPanel, type LedgerRow } from "./loyalty-panel";
import { MyDataDownloadLink } from "./my-data-panel";
import { MemberAvatar } from "./member-avatar";
import type { MemberProfileView } from "../../../domain/members/member-profile";
import type { DeliveryContact } from "../../../domain/members/delivery-contact";
import type { DashboardTab } from "./member-profile";
import { MemberTabs, type MemberTab } from "./member-tabs";
import type { OrderSummary } from "../../../domain/orders/viewed-order";
import { OrderHistory } from "./order-history";
import { SavedCardsPanel, type SavedCardRow } from "./saved-cards-panel";
import { MyCodesPanel } from "./my-codes-panel";
import type { MyCodeView } from "../../../domain/promotions/collected-codes";
import { promotionTexts } from "../../../domain/promotions/promotion-texts";
import { IconSubmitButton } from "../../ui/form-controls";

const m = accountTexts;

const TABS: readonly MemberTab<DashboardTab>[] = [
  { id: "profile", label: m.profileTab, icon: UserRound },
  { id: "orders", label: m.ordersTab, icon: Package },
  // Cards only while card payment is open (domain/payments/payment-methods.ts).
  ...(cardPaymentOpen ? [{ id: "cards" as const, label: m.cardsTab, icon: CreditCard }] : []),
  { id: "loyalty", label: m.loyaltyTab, icon: Gift },
  { id: "codes", label: promotionTexts.myCodes, icon: TicketPercent },
];

export type DashboardPageProps = {
  tab: DashboardTab;
  profile: MemberProfileView;
  orderCount: number;
  orders: readonly OrderSummary[];
  savedCards: readonly SavedCardRow[];
  ledger: readonly LedgerRow[];
  /** "โค้ดของฉัน": the codes the member collected. */
  codes: readonly MyCodeView[];
  /** The phone and address to show while the profile holds none: the saved address's or the last order's (issue 40). */
  deliveryContact?: DeliveryContact | null;
};

export function DashboardPage({ tab, profile, orderCount, orders, savedCards, ledger, codes, deliveryContact = null }: DashboardPageProps) {
  const stats = [
    { label: m.loyaltyPoints, value: loyaltyTexts.points(profile.loyaltyPoints), icon: Gift, tab: "loyalty", id: "points" },
    { label: m.orderCount, value: orderCount.toLocaleString("th-TH"), icon: Package, tab: "orders", id: "orders" },
    { label: m.savedCards, value: savedCards.length.toLocaleString("th-TH"), icon: CreditCard, tab: "cards", id: "cards" },
  ].filter((stat) => cardPaymentOpen || stat.id !== "cards");

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
      <div className="flex flex-col gap-4 rounded-3xl border border-brand-100 bg-gradient-to-br from-brand-50 to-white p-5 sm:flex-row sm:items-center sm:p-8">
        <div className="flex min-w-0 items-center gap-4">
          <MemberAvatar url={profile.avatarUrl} name={profile.displayName} size="md" />
          <div className="min-w-0">
            <p className="text-sm text-gray-600">{m.accountTitle}</p>
            <h1 className="truncate text-2xl font-bold">{m.greeting(profile.displayName)}</h1>
            <p className="truncate text-sm text-gray-600">{profile.email}</p>
          </div>
        </div>
        <div className="flex gap-2 sm:ml-auto">
          <ButtonLink to="/profile" label={m.editProfile} icon={Pencil} tone="secondary" small className="flex-1 bg-white sm:flex-none" />
          <Form method="post" action="/sign-out" noValidate className="flex flex-1 sm:flex-none">
            <IconSubmitButton
              icon={LogOut}
              label={navTexts.signOut}
              className="inline-flex flex-1 items-center justify-center gap-2 rounded-full bg-brand-500 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-600"
            />
          </Form>
        </div>
      </div>

      <ul className={`mt-6 grid gap-2 sm:gap-4 ${stats.length === 3 ? "grid-cols-3" : "grid-cols-2"}`}>
        {stats.map((stat) => (
          <li key={stat.id}>
            <Link
              to={{ search: `?tab=${stat.tab}` }}
              replace
              preventScrollReset
              className="block h-full rounded-2xl border border-brand-100 bg-white p-3 shadow-sm transition hover:border-brand-300 sm:p-5"
            >
              <stat.icon className="size-5 text-brand-500" aria-hidden />
              <p className="mt-2 text-xs font-medium text-gray-600 sm:text-sm">{stat.label}</p>
              <p className="mt-1 text-lg font-bold sm:text-2xl" data-testid={`stat-${stat.id}`}>
                {stat.value}
              </p>
            </Link>
          </li>
        ))}
      </ul>

      {/* How points are earned and used, on the account page itself (not only in its points tab). */}
      <p className="mt-4 flex items-start gap-2 rounded-2xl bg-brand-50 px-4 py-3 text-sm text-ink" data-testid="loyalty-rules">
        <Gift className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
        <span>{LOYALTY_RULES_TEXT.join(" · ")}</span>
      </p>

      <MemberTabs tabs={TABS} active={tab} label={m.memberTabs}>
        {tab === "profile" ? <ProfileSummary profile={profile} deliveryContact={deliveryContact} /> : null}
        {tab === "orders" ? <OrderHistory orders={orders} /> : null}
        {tab === "cards" && cardPaymentOpen ? <SavedCardsPanel cards={savedCards} /> : null}
        {tab === "loyalty" ? <LoyaltyPanel points={profile.loyaltyPoints} ledger={ledger} /> : null}
        {tab === "codes" ? <MyCodesPanel codes={codes} /> : null}
      </MemberTabs>
    </div>
  );
}

function ProfileSummary({ profile, deliveryContact }: { profile: MemberProfileView; deliveryContact: DeliveryContact | null }) {
  const fullName = [profile.firstName, profile.lastName].filter(Boolean).join(" ");
  const region = [profile.subDistrict, profile.district, profile.province, profile.postalCode].filter(Boolean).join(" ");
  const profileAddress = [profile.address, region].filter(Boolean).join(" ");
  // What the member typed at checkout or saved as an address, named by where it came from, while the profile holds none.
  const from = deliveryContact ? m.fromDeliveryContact[deliveryContact.source] : "";
  const phone = profile.phone ? formatThaiMobile(profile.phone) : deliveryContact ? formatThaiMobile(deliveryContact.phone) : "";
  const rows = [
    { label: m.displayName, value: profile.displayName, from: "" },
    { label: `${m.firstName} ${m.lastName}`, value: fullName, from: "" },
    { label: m.email, value: profile.email, from: "" },
    { label: m.phone, value: phone, from: profile.phone ? "" : from },
    { label: m.addressSection, value: profileAddress || deliveryContact?.address || "", from: profileAddress ? "" : from },
  ];
  return (
    <div className="rounded-2xl border border-brand-100 bg-white p-5 sm:p-6">
      <dl className="grid gap-4 sm:grid-cols-2">
        {rows.map((row) => (
          <div key={row.label}>
            <dt className="text-xs font-medium text-gray-600">{row.label}</dt>
            <dd className={`mt-0.5 break-words ${row.value ? "text-ink" : "text-gray-600"}`}>{row.value || m.notSet}</dd>
            {row.value && row.from ? <dd className="text-xs text-gray-600">{row.from}</dd> : null}
          </div>
        ))}
      </dl>
      <div className="mt-6 flex flex-wrap gap-2">
        <ButtonLink to="/profile" label={m.editProfile} icon={Pencil} small />
        <ButtonLink to="/addresses" label={savedAddressTexts.manage} icon={MapPin} tone="secondary" small />
      </div>
      <div className="mt-6 flex flex-wrap items-center gap-3 border-t border-brand-100 pt-5">
        <MyDataDownloadLink />
        <Link to="/profile?tab=data" className="text-sm font-semibold text-red-800 underline underline-offset-2 hover:text-red-900">
          {myDataTexts.deleteTitle}
        </Link>
      </div>
    </div>
  );
}
