import type { ReactNode } from "react";
import type { FormReply } from "../../../../domain/shared/form-contract";
import { DialogForm } from "./admin-dialog";

/**
 * A settings screen's one form on the page itself (the shop's contact details, the seller's
 * particulars): the dialogs' form (intent `save`, the refusal at its top, Save at its foot)
 * on a card, so a one-row screen posts and refuses exactly as every list's dialog does.
 */
export function SettingsForm({ reply, children }: { reply: FormReply | undefined; children: ReactNode }) {
  return (
    <div className="mt-6 max-w-2xl rounded-2xl border border-gray-200 bg-white p-5 shadow-sm">
      <DialogForm intent="save" reply={reply}>
        {children}
      </DialogForm>
    </div>
  );
}
