import { MessageCircle } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { lineMessagesTexts as t } from "../../../domain/member-messages/line-messages-texts";
import { formatThaiDateTime } from "../../../domain/shared/dates";
import type { FormReply } from "../../../domain/shared/form-contract";
import { FormAlert } from "../../ui/form-reply";
import { SubmitButton } from "../../ui/form-controls";

export type LineMessagesView = {
  available: boolean;
  linked: boolean;
  consentedAt: string | Date | null;
  unfollowed: boolean;
  /** The link came back refused: why, in Thai. */
  linkRefusal: string | null;
};

/** The member's LINE messages: link LINE, consent, stop any time (decision 111). */
export function LineMessagesPage({ view, reply }: { view: LineMessagesView; reply: FormReply | null }) {
  const busy = useNavigation().state === "submitting";
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
      <h1 className="flex items-center gap-2 text-2xl font-bold">
        <MessageCircle className="size-6 text-brand-700" aria-hidden />
        {t.title}
      </h1>
      <p className="mt-3 text-gray-700">{t.intro}</p>
      <div className="mt-6 space-y-4 rounded-3xl border border-brand-100 bg-white p-6">
        {reply?.ok && reply.message ? (
          <p role="status" className="rounded-xl bg-green-50 px-4 py-3 text-sm text-green-800">
            {reply.message}
          </p>
        ) : null}
        <FormAlert reply={reply} />
        {view.linkRefusal ? (
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-700">
            {view.linkRefusal}
          </p>
        ) : null}
        {!view.available ? (
          <p>{t.unavailable}</p>
        ) : view.consentedAt ? (
          <>
            <p className="font-semibold text-green-800">{t.consented(formatThaiDateTime(view.consentedAt))}</p>
            {view.unfollowed ? <p className="text-sm text-gray-700">{t.unfollowed}</p> : <p className="text-sm text-gray-700">{t.addFriend}</p>}
            <Form method="post" noValidate>
              <input type="hidden" name="intent" value="withdraw" />
              <SubmitButton busy={busy} tone="danger" className="w-full sm:w-auto">
                {t.withdrawButton}
              </SubmitButton>
            </Form>
          </>
        ) : view.linked ? (
          <StepForm intent="consent" text={t.consentText} button={t.consentButton} busy={busy} />
        ) : (
          <StepForm intent="link" text={t.linkIntro} button={t.linkButton} busy={busy} />
        )}
      </div>
    </div>
  );
}

/** One step of the page: what it means, and its one button. */
function StepForm({ intent, text, button, busy }: { intent: "consent" | "link"; text: string; button: string; busy: boolean }) {
  return (
    <Form method="post" noValidate className="space-y-4">
      <input type="hidden" name="intent" value={intent} />
      <p className="text-sm text-gray-700">{text}</p>
      <SubmitButton busy={busy} className="w-full sm:w-auto">
        {button}
      </SubmitButton>
    </Form>
  );
}
