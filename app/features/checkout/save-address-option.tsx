import type { FormReply } from "../../../domain/shared/form-contract";
import { fieldErrorOf } from "../../../domain/shared/form-contract";
import { labelChoiceOf, MAX_SAVED_ADDRESSES } from "../../../domain/addresses/saved-address-view";
import { savedAddressTexts } from "../../../domain/addresses/saved-address-texts";
import { AddressLabelChoice } from "../addresses/address-label-choice";

const m = savedAddressTexts;

/**
 * "บันทึกที่อยู่นี้ไว้ใช้ครั้งถัดไป", ticked unless the member unticked it before a refusal, with
 * the address's label (shown while ticked, by CSS). At the cap: a note instead of the box.
 */
export function SaveAddressOption({ canSave, answer }: { canSave: boolean; answer: FormReply | null }) {
  if (!canSave) return <p className="rounded-xl bg-brand-50 px-3 py-2 text-sm text-gray-700">{m.bookFull(MAX_SAVED_ADDRESSES)}</p>;
  // An answered form knows what was sent: an unticked box sends nothing.
  const ticked = answer?.values ? answer.values.saveAddress !== undefined : true;
  const sentKind = answer?.values?.labelKind;
  const choice = sentKind ? { kind: sentKind, text: answer?.values?.labelText ?? "" } : labelChoiceOf(m.labelHome);
  const error = fieldErrorOf(answer, "saveAddress");
  return (
    <div className="group/save space-y-3 rounded-xl bg-brand-50 p-3">
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" id="save-address" name="saveAddress" defaultChecked={ticked} className="size-4 accent-brand-500" />
        {m.saveForNextTime}
      </label>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="hidden group-has-[#save-address:checked]/save:block">
        <AddressLabelChoice idPrefix="checkout" kind={choice.kind} text={choice.text} error={fieldErrorOf(answer, "labelText")} />
      </div>
    </div>
  );
}
