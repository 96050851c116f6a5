import { useId } from "react";
import { adminOrderTexts } from "../../../../domain/admin/admin-order-texts";
import { fieldErrorOf, type FormReply } from "../../../../domain/shared/form-contract";
import { FieldAlert } from "../../../ui/form-controls";
import { DialogField } from "../kit/admin-dialog";

const m = adminOrderTexts;

/**
 * What a dialog moving an unpaid PromptPay, transfer or card order forward asks (decision 102):
 * the warning, the box staff must tick and the reason kept in the audit row. Shown only when the
 * dialog's order (or one of the bulk selection) is unpaid; the server judges again from the locked
 * row, so a box left unticked is refused in Thai beside the box (every form is `noValidate`).
 */
export function UnpaidConfirmation({ warning, boxLabel = m.confirmUnpaid, reply }: { warning: string; boxLabel?: string; reply: FormReply | undefined }) {
  const id = useId();
  const error = fieldErrorOf(reply, "confirmUnpaid");
  // A refused form comes back with what it sent: a box left unticked sent nothing.
  const ticked = Boolean(reply && !reply.ok && reply.values?.confirmUnpaid === "on");
  return (
    <div className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3">
      <p className="text-sm font-semibold text-amber-900">{warning}</p>
      <div>
        <div className="flex items-start gap-2">
          <input
            id={id}
            type="checkbox"
            name="confirmUnpaid"
            defaultChecked={ticked}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="mt-0.5 size-5 shrink-0 rounded border-gray-300 accent-brand-600"
          />
          <label htmlFor={id} className="text-sm font-medium text-gray-800">
            {boxLabel}
          </label>
        </div>
        <FieldAlert id={`${id}-error`} error={error} />
      </div>
      <DialogField name="unpaidReason" type="textarea" label={m.unpaidReason} reply={reply} />
    </div>
  );
}
