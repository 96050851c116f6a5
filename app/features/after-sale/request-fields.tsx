import type { ReactNode } from "react";
import type { FormReply } from "../../../domain/shared/form-contract";
import { REQUEST_NOTE_MAX, REQUEST_PHOTO_MIME_TYPES, REQUEST_PHOTOS_MAX } from "../../../domain/after-sale/after-sale-policy";
import type { RequestReason } from "../../../domain/after-sale/after-sale-requests";
import { afterSaleTexts as t } from "../../../domain/after-sale/after-sale-texts";
import { ChoiceOptions, fieldHintId, LabeledField, TEXT_INPUT_CLASS } from "../../ui/form-controls";
import { FieldError, fieldErrorProps, sentValueOf } from "../../ui/form-reply";

// The fields every after-sale form shares (decision 104): the reason, a few words, the photos.

type FieldProps = { formId: string; reply: FormReply | undefined };

/** One field of a request form: its label (and hint), the control given its id, name and error wiring, its error below. */
function RequestField({
  formId,
  reply,
  name,
  label,
  hint,
  control,
}: FieldProps & {
  name: string;
  label: string;
  hint?: string;
  control: (wiring: { id: string; name: string } & ReturnType<typeof fieldErrorProps>) => ReactNode;
}) {
  const id = `${formId}-${name}`;
  return (
    <LabeledField id={id} label={label} {...(hint ? { hint } : {})}>
      {control({ id, name, ...fieldErrorProps(reply, formId, name, ...(hint ? [fieldHintId(id)] : [])) })}
      <FieldError reply={reply} formId={formId} name={name} />
    </LabeledField>
  );
}

/** The reason among the kind's own (`REASONS_OF`), none chosen until the member picks one unless `preset`. */
export function ReasonSelect({
  formId,
  reply,
  reasons,
  label = t.reasonLabel,
  preset = "",
}: FieldProps & { reasons: readonly RequestReason[]; label?: string; preset?: string }) {
  return (
    <RequestField
      formId={formId}
      reply={reply}
      name="reason"
      label={label}
      control={(wiring) => (
        <select {...wiring} defaultValue={sentValueOf(reply, "reason", preset)} className={TEXT_INPUT_CLASS}>
          {preset ? null : <option value="">{t.chooseReason}</option>}
          <ChoiceOptions values={reasons} label={(reason) => t.reasons[reason]} />
        </select>
      )}
    />
  );
}

export function DetailsField({ formId, reply, label = t.detailsLabel }: FieldProps & { label?: string }) {
  return (
    <RequestField
      formId={formId}
      reply={reply}
      name="details"
      label={label}
      control={(wiring) => (
        <textarea {...wiring} rows={3} maxLength={REQUEST_NOTE_MAX} defaultValue={sentValueOf(reply, "details")} className={TEXT_INPUT_CLASS} />
      )}
    />
  );
}

/** Up to five photos, any of the shop's picture types; a phone offers its camera too. */
export function PhotosField({ formId, reply }: FieldProps) {
  return (
    <RequestField
      formId={formId}
      reply={reply}
      name="photos"
      label={t.photosLabel}
      hint={t.photosHint}
      control={(wiring) => (
        <input
          {...wiring}
          type="file"
          multiple
          accept={REQUEST_PHOTO_MIME_TYPES.join(",")}
          data-max-files={REQUEST_PHOTOS_MAX}
          className="block w-full text-sm file:mr-3 file:min-h-11 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-700"
        />
      )}
    />
  );
}
