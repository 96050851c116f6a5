import { pageRefusal } from "../../platform/http/refusal-answer";
import type { SwitchAuditEntity } from "../../../domain/admin/admin-audit";
import { redirect } from "react-router";
import type { z } from "zod";
import { parseForm } from "../../../domain/shared/form-contract";
import { activeSwitchSchema, rowIdSchema } from "../../../domain/admin/admin-forms";
import { listHref, readListParams, type ListParams, type PagedList } from "../../../domain/admin/admin-list";
import { fileTexts } from "../../../domain/shared/file-texts";
import { requestTexts } from "../../../domain/shared/request-texts";
import { noticeCookieHeader, type NoticeKey } from "../../platform/http/notice";
import { requireAdmin, type SignedInUser } from "../../platform/auth/guards";
import { database, type ShopDatabase } from "../../platform/db/database";
import { readActionForm, readUploadForm, type ReceivedFile } from "../../platform/http/action-form";
import { formRefusal } from "../../platform/http/refusal-answer";
import { settings } from "../../platform/env";
import { StorageUnavailableError } from "../../platform/media/storage-errors";
import { switchActive, type SwitchableTable } from "./active-switch";
import { refused, type Refusal } from "../../../domain/shared/refusal";

/**
 * The plumbing every back-office route shares, so each route module's action is
 * `adminAction({ intent: handler })`: check the admin, read the form, pick the intent, call one
 * server function, answer with one of these.
 */

/** `filterNames`: the screen's own list parameters (`status` on /admin-orders), kept like the search. */
export function listParams(request: Request, filterNames: readonly string[] = []): ListParams {
  return readListParams(new URL(request.url).searchParams, filterNames);
}

/** The list's own URL (search, page and the screen's filters kept, dialog parameters dropped). */
export function listUrl(request: Request, filterNames: readonly string[] = []): string {
  const url = new URL(request.url);
  return listHref(url.pathname, readListParams(url.searchParams, filterNames));
}

/** A dialog parameter (`?edit=<id>`) naming a row, or null when absent or not a row id. */
export function dialogRow(request: Request, name: string): string | null {
  const value = new URL(request.url).searchParams.get(name);
  return value && rowIdSchema.safeParse(value).success ? value : null;
}

/** Success: back to the list (POST-redirect-GET), with the spec's toast as a one-shot notice. */
export function backToList(request: Request, notice: NoticeKey, filterNames: readonly string[] = []) {
  return redirect(listUrl(request, filterNames), { headers: { "Set-Cookie": noticeCookieHeader(notice) } });
}

/** A refused dialog form, answered through the one mapping (`formRefusal`): every field's error, what was sent. */
type FormRefusalAnswer = ReturnType<typeof formRefusal>;

/** Parses a dialog form with its zod schema from `domain/`; a problem is a 400 answer for the dialog, with every field's error. */
export function parseDialogForm<S extends z.ZodType>(
  schema: S,
  intent: string,
  form: FormData,
  /** The form as the schema reads it, when it is not field-per-field (the product dialog's shade rows). */
  input: FormData | Record<string, unknown> = form,
): { ok: true; value: z.output<S> } | { ok: false; reply: FormRefusalAnswer } {
  const parsed = parseForm(schema, input);
  if (parsed.ok) return parsed;
  return { ok: false, reply: formRefusal(intent, parsed, form) };
}

/** What a row action names: one row id, or the request is not one our dialogs sent (400). */
export function readRowId(form: FormData): string {
  const id = form.get("id");
  if (typeof id !== "string" || !rowIdSchema.safeParse(id).success) throw pageRefusal(refused(400, requestTexts.badRequest));
  return id;
}

/** The intent a form posted, one of `intents`, or 400. */
export function readIntent<const I extends string>(form: FormData, intents: readonly I[]): I {
  const intent = form.get("intent");
  if (typeof intent !== "string" || !(intents as readonly string[]).includes(intent)) throw pageRefusal(refused(400, requestTexts.badRequest));
  return intent as I;
}

/** The answer to a write: back to the list with `notice`, or the refusal for the dialog. */
export function answerWrite(
  request: Request,
  intent: string,
  result: { ok: true } | Refusal,
  form: FormData,
  notice: NoticeKey,
  filterNames: readonly string[] = [],
) {
  return result.ok ? backToList(request, notice, filterNames) : formRefusal(intent, result, form);
}

/** What one intent of a back-office form is handed: who asks, what they sent, and the answers. */
export type AdminActionContext = {
  request: Request;
  form: FormData;
  admin: SignedInUser;
  db: ShopDatabase;
  intent: string;
  /** The row the form names (`id`), or the request is not one our screens sent (400). */
  rowId: () => string;
  /** Parses the form with a zod schema from `domain/`; a problem is a 400 answer for the dialog. */
  parse: <S extends z.ZodType>(
    schema: S,
    input?: FormData | Record<string, unknown>,
  ) => { ok: true; value: z.output<S> } | { ok: false; reply: FormRefusalAnswer };
  /** Back to the list with `notice`, or the refusal for the dialog. */
  answer: (result: { ok: true } | Refusal, notice: NoticeKey) => ReturnType<typeof answerWrite>;
  /** The refusal for the dialog (`formRefusal`), with what was sent. */
  refuse: (refusal: Refusal) => FormRefusalAnswer;
  /**
   * The files a screen with `uploads` received, each streamed to a temporary file (empty for
   * other screens). A handler that keeps one moves it into place; the rest are removed after it.
   */
  files: ReadonlyMap<string, ReceivedFile>;
};

/** A Response is a resource route's own answer (a redirect, or a file). */
export type AdminIntent = (context: AdminActionContext) => Promise<ReturnType<typeof answerWrite> | Response>;

/**
 * A back-office route's whole action: the admin check, the one form reader, the intent (400
 * unless it is one of `intents`), then that intent's handler. `listFilters`: the screen's own
 * list parameters kept when a write goes back to the list (`status` on /admin-orders).
 * `uploads`: the file fields a screen takes and each one's byte cap — its form is then read
 * by `readUploadForm` (files streamed to disk, never held in memory; the route's
 * BODY_ALLOWANCES line must be `streamed`), and files no handler moved away are removed after it.
 */
export function adminAction<const I extends string>(
  intents: Record<I, AdminIntent>,
  options: { listFilters?: readonly string[]; uploads?: Readonly<Record<string, number>> } = {},
) {
  const filterNames = options.listFilters ?? [];
  return async ({ request }: { request: Request }) => {
    const admin = await requireAdmin(request);
    const received = options.uploads
      ? await readUploadForm(request, { uploadsDir: settings().uploadsDir, files: options.uploads }).catch((error: unknown) => {
          // The upload could not even be received (the disk is full): the error page says so.
          if (error instanceof StorageUnavailableError) throw pageRefusal(refused(503, fileTexts.storageUnavailable));
          throw error;
        })
      : { form: await readActionForm(request), files: new Map<string, ReceivedFile>(), discard: async () => {} };
    const { form, files } = received;
    let chosen: I | undefined;
    try {
      const intent = readIntent(form, Object.keys(intents) as I[]);
      chosen = intent;
      return await intents[intent]({
        request,
        form,
        admin,
        db: database(),
        intent,
        rowId: () => readRowId(form),
        parse: (schema, input) => parseDialogForm(schema, intent, form, input),
        answer: (result, notice) => answerWrite(request, intent, result, form, notice, filterNames),
        refuse: (refusal) => formRefusal(intent, refusal, form),
        files,
      });
    } catch (error) {
      // Every screen that stores a file answers a full or unwritable disk the same way, in its dialog.
      if (error instanceof StorageUnavailableError && chosen) return formRefusal(chosen, refused(503, fileTexts.storageUnavailable), form);
      throw error;
    } finally {
      await received.discard();
    }
  };
}

/**
 * An intent that sends a dialog's fields: parsed with `schema`, then one server write.
 * `options.input`: the form as the schema reads it, when it is not field-per-field (ticked boxes gathered into lists).
 */
export function dialogWrite<S extends z.ZodType>(
  schema: S,
  notice: NoticeKey,
  write: (context: AdminActionContext, value: z.output<S>) => Promise<{ ok: true } | Refusal>,
  options: { input?: (form: FormData) => Record<string, unknown> } = {},
): AdminIntent {
  return async (context) => {
    const parsed = context.parse(schema, options.input?.(context.form));
    if (!parsed.ok) return parsed.reply;
    return context.answer(await write(context, parsed.value), notice);
  };
}

/** An intent that names a row and nothing else (delete, switch on/off): one server write. */
export function rowWrite(notice: NoticeKey, write: (context: AdminActionContext, id: string) => Promise<{ ok: true } | Refusal>): AdminIntent {
  return async (context) => context.answer(await write(context, context.rowId()), notice);
}

/** The `switch-active` intent of a screen whose rows have an `ActiveSwitch`. */
export function activeSwitchIntent(target: { entity: SwitchAuditEntity; table: SwitchableTable }, notice: NoticeKey): AdminIntent {
  return dialogWrite(activeSwitchSchema, notice, ({ db, admin, rowId }, { active }) => switchActive(db, admin, { ...target, id: rowId() }, active));
}

/** What a list screen shows besides its rows: the rows its dialogs (`?edit=`, `?delete=`, `?new=1`) name. */
export type ListScreenRows<Row, Item> = {
  list: PagedList<Row>;
  creating: boolean;
  editing: Item | null;
  deleting: Item | null;
  /** A dialog asked for a row that is gone (deleted meanwhile, or a stale link). */
  dialogMissing: boolean;
};

/**
 * A list screen's loader in one call (the admin is checked first): the page of rows for the
 * URL's search and page, and the row each open dialog names, read side by side.
 */
export async function loadListScreen<Row, Item>(
  request: Request,
  read: {
    list: (db: ShopDatabase, params: ListParams) => Promise<PagedList<Row>>;
    load: (db: ShopDatabase, id: string) => Promise<Item | null>;
  },
  filterNames: readonly string[] = [],
): Promise<ListScreenRows<Row, Item>> {
  await requireAdmin(request);
  const db = database();
  const editId = dialogRow(request, "edit");
  const deleteId = dialogRow(request, "delete");
  const [list, editing, deleting] = await Promise.all([
    read.list(db, listParams(request, filterNames)),
    editId ? read.load(db, editId) : null,
    deleteId ? read.load(db, deleteId) : null,
  ]);
  return {
    list,
    creating: new URL(request.url).searchParams.get("new") === "1",
    editing,
    deleting,
    dialogMissing: Boolean((editId && !editing) || (deleteId && !deleting)),
  };
}
