import { useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { AFTER_SALE_INTENTS, REASONS_OF } from "../../../domain/after-sale/after-sale-requests";
import { afterSaleTexts as t } from "../../../domain/after-sale/after-sale-texts";
import type { FormReply } from "../../../domain/shared/form-contract";
import { OrderSheetDialog } from "../../ui/order-sheet-dialog";
import { SubmitButton } from "../../ui/form-controls";
import { FormAlert, formAlertId, replyFor } from "../../ui/form-reply";
import { DetailsField, ReasonSelect } from "./request-fields";

const FORM_ID = "cancel-order";
/** The query that opens the dialog: a link, so it opens without scripts too. */
export const CANCEL_DIALOG_QUERY = "cancel";

/**
 * "ยกเลิกคำสั่งซื้อ" of an unpaid order in the one dialog (decision 061), rendered open by the server
 * (`?cancel`), so it works without scripts: the reason and a few words, posted to the order page.
 */
export function CancelOrderDialog({ orderNumber, reply }: { orderNumber: string; reply: FormReply | null }) {
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const back = `/orders/${encodeURIComponent(orderNumber)}`;
  const answer = replyFor(reply, AFTER_SALE_INTENTS.cancelNow);
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === AFTER_SALE_INTENTS.cancelNow;
  return (
    <OrderSheetDialog back={back} title={t.cancelConfirm} description={t.cancelNowHint}>
      <Form ref={formRef} method="post" action={`${back}?${CANCEL_DIALOG_QUERY}`} noValidate className="mt-4 space-y-4" aria-label={t.cancelNow}>
        <input type="hidden" name="intent" value={AFTER_SALE_INTENTS.cancelNow} />
        <FormAlert reply={answer} formRef={formRef} id={formAlertId(FORM_ID)} />
        <ReasonSelect formId={FORM_ID} reply={answer} reasons={REASONS_OF.cancel} label={t.cancelReasonLabel} />
        <DetailsField formId={FORM_ID} reply={answer} />
        <div className="flex flex-col gap-2">
          <SubmitButton busy={busy} tone="danger">
            {t.cancelNow}
          </SubmitButton>
          <Link
            to={back}
            replace
            preventScrollReset
            className="rounded-full border border-gray-300 px-8 py-3 text-center font-semibold text-gray-700 hover:bg-gray-50"
          >
            {t.keepOrder}
          </Link>
        </div>
      </Form>
    </OrderSheetDialog>
  );
}
