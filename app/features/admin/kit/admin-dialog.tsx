import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Form, Link, useLocation, useNavigate, useNavigation } from "react-router";
import { adminScreenTexts } from "../../../../domain/admin/admin-screen-texts";
import { fieldErrorOf, type FormReply } from "../../../../domain/shared/form-contract";
import { Dialog, DialogClose, DialogTitle } from "../../../ui/dialog";
import { TEXT_INPUT_CLASS, FieldAlert } from "../../../ui/form-controls";
import { replyFor, sentValueOf } from "../../../ui/form-reply";
import { ADMIN_BUTTON } from "./admin-screen";

const s = adminScreenTexts;

/**
 * A back-office dialog whose open state lives in the URL (`?edit=…`, `?new=1`, `?delete=…`):
 * the server renders it open, so it works as a plain page without scripts; once scripts run
 * it is the shop's one dialog (`app/ui/dialog.tsx`: modal, focus kept inside, Esc closes) and
 * closing it goes back to the list's URL. On a phone it rises from the bottom edge, so its
 * buttons are under the thumb (decision 080); `fullScreen` fills the screen (a slip to read
 * and zoom into), its `footer` pinned to the bottom.
 */
export function AdminDialog({
  title,
  closeHref,
  children,
  fullScreen = false,
  footer,
}: {
  title: string;
  closeHref: string;
  children: ReactNode;
  fullScreen?: boolean;
  footer?: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <Dialog openOnServer onClose={() => void navigate(closeHref, { preventScrollReset: true })} className={fullScreen ? FULL_SCREEN : SHEET}>
      <div className="flex items-start justify-between gap-4 border-b border-gray-100 px-5 py-4">
        <DialogTitle className="text-lg font-bold">{title}</DialogTitle>
        <DialogClose
          to={closeHref}
          label={s.close}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-gray-500 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-400"
        />
      </div>
      <div className={fullScreen ? "min-h-0 flex-1 overflow-auto" : "px-5 py-4"}>{children}</div>
      {footer ? <div className="border-t border-gray-100 bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">{footer}</div> : null}
    </Dialog>
  );
}

const SHEET =
  "fixed inset-0 z-50 m-auto max-h-[90dvh] w-[min(36rem,calc(100%-1.5rem))] overflow-y-auto rounded-2xl border border-gray-200 bg-white p-0 shadow-xl backdrop:bg-black/40 max-sm:mb-0 max-sm:w-full max-sm:max-w-none max-sm:rounded-b-none";
const FULL_SCREEN = "fixed inset-0 z-50 m-0 h-dvh max-h-none w-screen max-w-none flex-col bg-white p-0 open:flex backdrop:bg-black/60";

/** The URL a dialog's form posts to: the page it is on, dialog parameters and all. */
function useHere(): string {
  const location = useLocation();
  return location.pathname + location.search;
}

/**
 * A dialog holding one form that posts `intent` (and the row's `id`) to the screen's action.
 * The server parses it with the screen's zod schema; a refusal comes back as `reply` (the one
 * form contract, `FormReply`) and every field's error is shown next to its field (`DialogField`),
 * a refusal of the whole form at the top of the form.
 */
export function FormDialog({ title, closeHref, children, ...form }: { title: string; closeHref: string } & DialogFormProps) {
  return (
    <AdminDialog title={title} closeHref={closeHref}>
      <DialogForm closeHref={closeHref} {...form}>
        {children}
      </DialogForm>
    </AdminDialog>
  );
}

type DialogFormProps = {
  /** Where Cancel leads; a form on the page itself has none. */
  closeHref?: string;
  intent: string;
  id?: string;
  reply: FormReply | undefined;
  submitLabel?: string;
  /** "multipart/form-data" for a dialog with a file field (its route needs a body allowance). */
  encType?: "multipart/form-data";
  children: ReactNode;
};

/**
 * `FormDialog`'s form on its own, for a dialog that shows more than the form (the payment
 * details dialog with its notes) or a form on the page itself (the videos' upload form, no
 * `closeHref`, so no cancel button): the same posting, refusal and buttons.
 */
/**
 * What a dialog's form knows of its own post: whether it is on its way, its own reply, the refusal
 * that names no field, and where it posts. After a refusal the field it names gets the focus (and so
 * scrolls into view in a tall dialog on a phone); without a field, the form's own alert does.
 */
export function useDialogFormPost(reply: FormReply | null | undefined, intent: string) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const own = replyFor(reply, intent);
  const formError = own && !own.ok && !own.field ? own.message : null;
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!own || own.ok) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]')?.focus();
  }, [own]);
  return { busy, own, formError, formRef, action: useHere() };
}

export function DialogForm({ closeHref, intent, id, reply, submitLabel = s.save, encType, children }: DialogFormProps) {
  const { busy, formError, formRef, action } = useDialogFormPost(reply, intent);
  return (
    <Form ref={formRef} method="post" action={action} encType={encType} noValidate className="space-y-4">
      <input type="hidden" name="intent" value={intent} />
      {id ? <input type="hidden" name="id" value={id} /> : null}
      {formError ? (
        <p role="alert" tabIndex={-1} className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          {formError}
        </p>
      ) : null}
      {children}
      <div className="flex flex-wrap justify-end gap-2 pt-2">
        {closeHref ? (
          <Link to={closeHref} preventScrollReset className={ADMIN_BUTTON.secondary}>
            {s.cancel}
          </Link>
        ) : null}
        <button type="submit" disabled={busy} className={ADMIN_BUTTON.primary}>
          {submitLabel}
        </button>
      </div>
    </Form>
  );
}

/** The value a field shows: what was just sent (after a refusal), else the row's own value. */
export function fieldValue(reply: FormReply | undefined, name: string, stored: string | null | undefined): string {
  return sentValueOf(reply, name, stored ?? "");
}

type DialogFieldProps = Parameters<typeof DialogField>[0];

/**
 * A dialog's fields bound to its reply and the row it edits (null when creating), so each
 * field is one line: `field("email", "อีเมล", { type: "email" })`. A field shows what was just
 * sent after a refusal, else the row's value, else `empty` (a new row's default).
 */
export function dialogFields<Stored extends object>(reply: FormReply | undefined, stored: Stored | null) {
  return function field(
    name: keyof Stored & string,
    label: string,
    props: Omit<DialogFieldProps, "name" | "label" | "reply" | "defaultValue"> & { empty?: string } = {},
  ) {
    const { empty = "", ...rest } = props;
    const value = stored?.[name];
    const shown = value === null || value === undefined ? empty : String(value);
    return <DialogField name={name} label={label} reply={reply} defaultValue={fieldValue(reply, name, shown)} {...rest} />;
  };
}

/**
 * One field of a dialog form with its label, and its own error right below it when the server
 * refused the form with a problem in this field — every field in trouble shows its own
 * (announced, and tied to the input for screen readers).
 */
export function DialogField({
  name,
  label,
  reply,
  stored,
  defaultValue = fieldValue(reply, name, stored),
  type = "text",
  autoComplete = "off",
  placeholder,
  options,
  inputMode,
  accept,
  hint,
  preview,
}: {
  name: string;
  label: string;
  reply: FormReply | undefined;
  /** The stored value an edit starts from: shown unless a refusal sent back what was typed. */
  stored?: string | null;
  /** Ignored by a file field (a browser never pre-fills one). Absent: the stored value (or empty), or what was just sent after a refusal. */
  defaultValue?: string;
  /** `number`: a whole number ≥ 0 (a phone shows its number pad); the server still checks it. */
  type?: "text" | "email" | "tel" | "textarea" | "number" | "file" | "datetime-local";
  autoComplete?: string;
  placeholder?: string;
  /** A select's choices, value → label (in this order). */
  options?: Readonly<Record<string, string>> | readonly (readonly [string, string])[];
  inputMode?: "decimal" | "numeric";
  /** A file field's accepted types. */
  accept?: string;
  /** A short line under the field (what it takes). */
  hint?: string;
  /**
   * A file field's preview: the file the admin picked (once scripts run), else `current` (the
   * stored one). "media": an image or a video, by the picked file's type or the address.
   */
  preview?: { current: string | null };
}) {
  const id = useId();
  const error = fieldErrorOf(reply, name);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  const common = {
    id,
    name,
    defaultValue,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
    placeholder,
    className: TEXT_INPUT_CLASS,
  };
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-700">
        {label}
      </label>
      {type === "file" && preview ? (
        <FilePreviewInput common={common} accept={accept} current={preview.current} />
      ) : options ? (
        <select {...common}>
          {(Array.isArray(options) ? options : Object.entries(options)).map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      ) : type === "textarea" ? (
        <textarea {...common} rows={3} />
      ) : type === "file" ? (
        <input {...common} defaultValue={undefined} type="file" accept={accept} />
      ) : (
        <input
          {...common}
          type={type}
          autoComplete={autoComplete}
          inputMode={type === "number" ? "numeric" : inputMode}
          {...(type === "number" ? { min: 0, step: 1 } : {})}
        />
      )}
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-gray-500">
          {hint}
        </p>
      ) : null}
      <FieldAlert id={errorId} error={error} />
    </div>
  );
}

const VIDEO_ADDRESS = /\.(mp4|webm|ogv)$/;

/** A stored image or video, small: what a slide or a video row shows. */
export function MediaThumbnail({ url, label }: { url: string; label: string }) {
  return VIDEO_ADDRESS.test(url) ? (
    <video src={url} muted playsInline preload="metadata" aria-label={label} className="h-16 w-28 rounded-lg bg-gray-900 object-cover" />
  ) : (
    <img
      src={url.replace(/-[0-9]+\.webp$/, "-320.webp")}
      alt={label}
      width={112}
      height={64}
      loading="lazy"
      className="h-16 w-28 rounded-lg bg-gray-100 object-cover"
    />
  );
}

/** A file input with a preview of the picked file (an object URL, made once scripts run) or of the stored one. */
function FilePreviewInput({ common, accept, current }: { common: Record<string, unknown>; accept?: string; current: string | null }) {
  const [picked, setPicked] = useState<{ url: string; video: boolean } | null>(null);
  useEffect(() => () => (picked ? URL.revokeObjectURL(picked.url) : undefined), [picked]);
  return (
    <>
      <input
        {...common}
        defaultValue={undefined}
        type="file"
        accept={accept}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          setPicked(file ? { url: URL.createObjectURL(file), video: file.type.startsWith("video/") } : null);
        }}
      />
      {picked ? (
        picked.video ? (
          <video src={picked.url} muted playsInline controls aria-label={s.preview} className="mt-2 max-h-40 rounded-lg bg-gray-900" />
        ) : (
          <img src={picked.url} alt={s.preview} className="mt-2 max-h-40 rounded-lg bg-gray-100 object-contain" />
        )
      ) : current ? (
        <div className="mt-2">
          <MediaThumbnail url={current} label={s.currentFile} />
        </div>
      ) : null}
    </>
  );
}

/** The confirm dialog: a message and one posting button; cancelling goes back to the list. */
export function ConfirmDialog({
  title,
  message,
  closeHref,
  intent,
  id,
  confirmLabel,
  reply,
  hidden = {},
  tone = "danger",
  children,
}: {
  title: string;
  message: string;
  closeHref: string;
  intent: string;
  id: string;
  confirmLabel: string;
  reply: FormReply | undefined;
  /** More values the action needs, e.g. the status the admin saw (a review refused if it moved). */
  hidden?: Readonly<Record<string, string>>;
  /** A confirmation that destroys nothing (verify a payment) is not dressed as a danger. */
  tone?: "danger" | "primary";
  /** Fields the confirmation asks for (a checkbox staff must tick), above the buttons. */
  children?: ReactNode;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const own = replyFor(reply, intent);
  const refusal = own && !own.ok ? own.message : null;
  return (
    <AdminDialog title={title} closeHref={closeHref}>
      <p className="text-gray-700">{message}</p>
      {refusal ? (
        <p role="alert" className="mt-3 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          {refusal}
        </p>
      ) : null}
      <Form method="post" action={useHere()} noValidate className="mt-5 flex flex-wrap justify-end gap-2">
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="id" value={id} />
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {children ? <div className="w-full">{children}</div> : null}
        <Link to={closeHref} preventScrollReset className={ADMIN_BUTTON.secondary}>
          {s.cancel}
        </Link>
        <button type="submit" disabled={busy} className={ADMIN_BUTTON[tone]}>
          {confirmLabel}
        </button>
      </Form>
    </AdminDialog>
  );
}

/** The kit's delete confirmation: "ลบ: <name>", the screen's own message, intent `delete` for the row `id`. */
export function DeleteDialog({
  name,
  message,
  closeHref,
  id,
  reply,
}: {
  name: string;
  message: string;
  closeHref: string;
  id: string;
  reply: FormReply | undefined;
}) {
  return <ConfirmDialog title={`${s.delete}: ${name}`} message={message} closeHref={closeHref} intent="delete" id={id} confirmLabel={s.delete} reply={reply} />;
}
