import { FileDown, KeyRound, MessageCircle, Package, ShieldCheck, UserRound } from "lucide-react";
import { Link } from "react-router";
import { lineMessagesTexts } from "../../../domain/member-messages/line-messages-texts";
import { myDataTexts } from "../../../domain/members/my-data-texts";
import { accountTexts } from "../../../domain/members/account-texts";
import { AvatarUploader } from "./avatar-uploader";
import { ChangePasswordForm } from "./change-password-form";
import type { FormReply } from "../../../domain/shared/form-contract";
import type { MemberProfileView } from "../../../domain/members/member-profile";
import type { ProfileTab } from "./member-profile";
import { MemberTabs, type MemberTab } from "./member-tabs";
import type { OrderSummary } from "../../../domain/orders/viewed-order";
import { OrderHistory } from "./order-history";
import { MyDataPanel } from "./my-data-panel";
import { PersonalInfoForm } from "./personal-info-form";
import { EmailText } from "../../ui/email-text";

const m = accountTexts;

const TABS: readonly MemberTab<ProfileTab>[] = [
  { id: "personal", label: m.profileTab, icon: UserRound },
  { id: "orders", label: m.ordersTab, icon: Package },
  { id: "security", label: m.securityTab, icon: KeyRound },
  { id: "data", label: myDataTexts.tab, icon: FileDown },
];

export type ProfilePageProps = {
  tab: ProfileTab;
  profile: MemberProfileView;
  orders: readonly OrderSummary[];
  /** Whether the account signs in with a password (else the deletion asks for a typed phrase). */
  hasPassword: boolean;
  cartReminders: boolean;
  result: FormReply | null;
};

export function ProfilePage({ tab, profile, orders, hasPassword, cartReminders, result }: ProfilePageProps) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-12">
      <div className="flex flex-col items-center gap-4 rounded-3xl border border-brand-100 bg-gradient-to-br from-brand-50 to-white p-6 text-center sm:flex-row sm:items-center sm:gap-8 sm:p-8 sm:text-left">
        <AvatarUploader url={profile.avatarUrl} name={profile.displayName} />
        <div className="min-w-0">
          <p className="text-sm text-gray-500">{m.profileTitle}</p>
          <h1 className="break-words text-2xl font-bold">{profile.displayName}</h1>
          <p className="text-sm text-gray-600">
            <EmailText email={profile.email} />
          </p>
          <Link to="/line-messages" className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline">
            <MessageCircle className="size-4" aria-hidden />
            {lineMessagesTexts.pageTitle}
          </Link>
          {profile.isAdmin ? (
            <span data-testid="admin-badge" className="mt-2 inline-flex items-center gap-1 rounded-full bg-ink px-3 py-1 text-xs font-semibold text-white">
              <ShieldCheck className="size-3.5" aria-hidden />
              {m.adminBadge}
            </span>
          ) : null}
        </div>
      </div>

      <MemberTabs tabs={TABS} active={tab} label={m.memberTabs}>
        {tab === "personal" ? <PersonalInfoForm profile={profile} result={result} /> : null}
        {tab === "orders" ? <OrderHistory orders={orders} /> : null}
        {tab === "security" ? <ChangePasswordForm result={result} /> : null}
        {tab === "data" ? <MyDataPanel hasPassword={hasPassword} isAdmin={profile.isAdmin} cartReminders={cartReminders} result={result} /> : null}
      </MemberTabs>
    </div>
  );
}
