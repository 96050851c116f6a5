import { useEffect, useId, useState } from "react";
import { fieldErrorOf, type FormReply } from "../../../../domain/shared/form-contract";
import { TEXT_INPUT_CLASS, FieldAlert } from "../../../ui/form-controls";

/**
 * An image upload field with its preview: the image stored now (`currentUrl`) or, once a file
 * is chosen, that file as the browser reads it, so the admin sees what will be sent before
 * sending it. The server still judges the file by its content (`storeImage`); a refusal shows
 * under the field like `DialogField`'s. Without scripts it is a plain file field.
 */
export function ImageFileField({
  name,
  label,
  reply,
  accept,
  hint,
  currentUrl,
  previewAlt,
  placeholder,
}: {
  name: string;
  label: string;
  reply: FormReply | undefined;
  accept: string;
  hint?: string;
  currentUrl: string | null;
  previewAlt: string;
  /** Shown in the preview box when there is no image yet. */
  placeholder?: React.ReactNode;
}) {
  const id = useId();
  // The chosen file's preview, tied to the stored image it was chosen over: once the upload has
  // gone through (a new `currentUrl`), the stored image shows instead.
  const [chosen, setChosen] = useState<{ url: string; over: string | null } | null>(null);
  // The preview's object URL lives until another file is chosen or the field goes away.
  useEffect(() => () => void (chosen && URL.revokeObjectURL(chosen.url)), [chosen]);
  const error = fieldErrorOf(reply, name);
  const shown = chosen && chosen.over === currentUrl ? chosen.url : currentUrl;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-700">
        {label}
      </label>
      <div className="flex items-center gap-3">
        <div className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-gray-200 bg-gray-50">
          {shown ? <img src={shown} alt={previewAlt} width={48} height={48} className="size-12 object-contain" /> : placeholder}
        </div>
        <input
          id={id}
          name={name}
          type="file"
          accept={accept}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            setChosen(file ? { url: URL.createObjectURL(file), over: currentUrl } : null);
          }}
          className={TEXT_INPUT_CLASS}
        />
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-gray-500">
          {hint}
        </p>
      ) : null}
      <FieldAlert id={`${id}-error`} error={error} />
    </div>
  );
}
