import { TitledSection } from "../../ui/titled-section";
import { Bell, BellOff, Download, Trash2 } from "lucide-react";
import { CART_REMINDER_INTENT, cartReminderConsentTexts } from "../../../domain/members/cart-reminder-consent";
import { useRef, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import type { FormReply } from "../../../domain/shared/form-contract";
import { DELETE_ACCOUNT_PHRASE, myDataTexts } from "../../../domain/members/my-data-texts";
import { PASSWORD_MAX_LENGTH } from "../../../domain/auth/password";
import { replyFor } from "../../ui/form-reply";
import { FormMessage, TextField } from "./profile-fields";
import { useResultToast } from "./form-result";
import { SubmitButton } from "../../ui/form-controls";
import { TextList } from "../../ui/text-list";

const m = myDataTexts;
const FORM_ID = "delete-account";

/** One of the tab's two boxes, its title and what it does; the one that deletes in red. */
function DataSection({ id, title, intro, danger = false, children }: { id: string; title: string; intro: string; danger?: boolean; children: ReactNode }) {
  return (
    <TitledSection
      id={id}
      title={title}
      className={`rounded-2xl border ${danger ? "border-red-200" : "border-brand-100"} bg-white p-5 sm:p-6`}
      headingClassName={`text-lg font-semibold${danger ? " text-red-800" : ""}`}
    >
      <p className="mt-2 text-sm text-gray-700">{intro}</p>
      {children}
    </TitledSection>
  );
}

/** The member's own data (decision 074): the download, and deleting the account. */
export function MyDataPanel({
  hasPassword,
  isAdmin,
  cartReminders,
  result,
}: {
  hasPassword: boolean;
  isAdmin: boolean;
  cartReminders: boolean;
  result: FormReply | null;
}) {
  return (
    <div className="space-y-6">
      <DataSection id="my-data-download" title={m.downloadTitle} intro={m.downloadIntro}>
        <MyDataDownloadLink className="mt-4" />
      </DataSection>
      <CartReminderSection granted={cartReminders} result={result} />
      <DeleteAccountSection hasPassword={hasPassword} isAdmin={isAdmin} result={result} />
    </div>
  );
}

/** The cart reminder mail, on or off in one tap; each answer recorded as the member's consent (decision 109). */
function CartReminderSection({ granted, result }: { granted: boolean; result: FormReply | null }) {
  const t = cartReminderConsentTexts;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === CART_REMINDER_INTENT;
  useResultToast(result, CART_REMINDER_INTENT);
  return (
    <DataSection id="cart-reminder" title={t.title} intro={granted ? t.introOn : t.introOff}>
      <Form method="post" noValidate className="mt-4">
        <input type="hidden" name="intent" value={CART_REMINDER_INTENT} />
        <input type="hidden" name="granted" value={granted ? "no" : "yes"} />
        <SubmitButton busy={busy} icon={granted ? BellOff : Bell} className="w-full sm:w-auto">
          {granted ? t.stop : t.start}
        </SubmitButton>
      </Form>
    </DataSection>
  );
}

/** A plain link: the browser saves the file the resource route answers; no script needed. */
export function MyDataDownloadLink({ className = "" }: { className?: string }) {
  return (
    <a
      href="/my-data"
      download
      className={`inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white px-5 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 ${className}`}
    >
      <Download className="size-4" aria-hidden />
      {m.downloadLink}
    </a>
  );
}

function DeleteAccountSection({ hasPassword, isAdmin, result }: { hasPassword: boolean; isAdmin: boolean; result: FormReply | null }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === FORM_ID;
  const form = useRef<HTMLFormElement>(null);
  const mine = replyFor(result, FORM_ID);
  useResultToast(result, FORM_ID);

  return (
    <DataSection id="delete-account" title={m.deleteTitle} intro={m.deleteIntro} danger>
      <h3 className="mt-4 text-sm font-semibold">{m.deleteRemovedTitle}</h3>
      <TextList lines={m.deleteRemoved} className="mt-1 list-disc space-y-1 pl-5 text-sm text-gray-700" />
      <h3 className="mt-4 text-sm font-semibold">{m.deleteKeptTitle}</h3>
      <TextList lines={m.deleteKept} className="mt-1 list-disc space-y-1 pl-5 text-sm text-gray-700" />
      {isAdmin ? (
        <p className="mt-4 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">{m.adminCannotDelete}</p>
      ) : (
        <Form ref={form} method="post" noValidate className="mt-5 max-w-lg space-y-4">
          <input type="hidden" name="intent" value={FORM_ID} />
          {hasPassword ? (
            <TextField
              formId={FORM_ID}
              reply={mine}
              name="password"
              type="password"
              label={m.deletePassword}
              autoComplete="current-password"
              maxLength={PASSWORD_MAX_LENGTH}
            />
          ) : (
            <TextField formId={FORM_ID} reply={mine} name="confirmation" label={m.deletePhrase(DELETE_ACCOUNT_PHRASE)} autoComplete="off" />
          )}
          <FormMessage reply={mine} formId={FORM_ID} formRef={form} />
          <SubmitButton busy={busy} icon={Trash2} tone="danger" className="w-full sm:w-auto">
            {busy ? m.deleting : m.deleteButton}
          </SubmitButton>
        </Form>
      )}
    </DataSection>
  );
}
