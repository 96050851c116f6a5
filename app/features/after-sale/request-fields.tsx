import type { FormReply } from "../../../domain/shared/form-contract";
import { REQUEST_NOTE_MAX, REQUEST_PHOTO_MIME_TYPES, REQUEST_PHOTOS_MAX } from "../../../domain/after-sale/after-sale-policy";
import type { RequestReason } from "../../../domain/after-sale/after-sale-requests";
import { afterSaleTexts as t } from "../../../domain/after-sale/after-sale-texts";
import { ChoiceOptions, fieldHintId, LabeledField, TEXT_INPUT_CLASS } from "../../ui/form-controls";
import { FieldError, fieldErrorProps, sentValueOf } from "../../ui/form-reply";

// The fields every after-sale form shares (decision 104): the reason, a few words, the photos.

type FieldProps = { formId: string; reply: FormReply | undefined };

/** The reason among the kind's own (`REASONS_OF`), none chosen until the member picks one unless `preset`. */
export function ReasonSelect({
  formId,
  reply,
  reasons,
  label = t.reasonLabel,
  preset = "",
}: FieldProps & { reasons: readonly RequestReason[]; label?: string; preset?: string }) {
  const id = `${formId}-reason`;
  return (
    <LabeledField id={id} label={label}>
      <select
        id={id}
        name="reason"
        defaultValue={sentValueOf(reply, "reason", preset)}
        className={TEXT_INPUT_CLASS}
        {...fieldErrorProps(reply, formId, "reason")}
      >
        {preset ? null : <option value="">{t.chooseReason}</option>}
        <ChoiceOptions values={reasons} label={(reason) => t.reasons[reason]} />
      </select>
      <FieldError reply={reply} formId={formId} name="reason" />
    </LabeledField>
  );
}

export function DetailsField({ formId, reply, label = t.detailsLabel }: FieldProps & { label?: string }) {
  const id = `${formId}-details`;
  return (
    <LabeledField id={id} label={label}>
      <textarea
        id={id}
        name="details"
        rows={3}
        maxLength={REQUEST_NOTE_MAX}
        defaultValue={sentValueOf(reply, "details")}
        className={TEXT_INPUT_CLASS}
        {...fieldErrorProps(reply, formId, "details")}
      />
      <FieldError reply={reply} formId={formId} name="details" />
    </LabeledField>
  );
}

/** Up to five photos, any of the shop's picture types; a phone offers its camera too. */
export function PhotosField({ formId, reply }: FieldProps) {
  const id = `${formId}-photos`;
  return (
    <LabeledField id={id} label={t.photosLabel} hint={t.photosHint}>
      <input
        id={id}
        name="photos"
        type="file"
        multiple
        accept={REQUEST_PHOTO_MIME_TYPES.join(",")}
        data-max-files={REQUEST_PHOTOS_MAX}
        className="block w-full text-sm file:mr-3 file:min-h-11 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-700"
        {...fieldErrorProps(reply, formId, "photos", fieldHintId(id))}
      />
      <FieldError reply={reply} formId={formId} name="photos" />
    </LabeledField>
  );
}
