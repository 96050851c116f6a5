import { MessageCircle } from "lucide-react";
import { redirect, useRevalidator } from "react-router";
import {
  CHAT_INBOX_DIALOG,
  CHAT_INBOX_FILTERS,
  CHAT_INBOX_INTENTS as I,
  CHAT_INBOX_STATUS_FILTERS,
  chatAssignSchema,
  chatReplySchema,
  type ChatInboxRow,
} from "../../domain/admin/admin-chat-inbox";
import { adminChatInboxTexts as x } from "../../domain/admin/admin-chat-inbox-texts";
import { INBOX_LIVE_SIGNAL } from "../../domain/chat/chat-handover";
import { formatThaiDateTime } from "../../domain/shared/dates";
import { requireAdmin } from "../../server/platform/auth/guards";
import { database } from "../../server/platform/db/database";
import { noticeCookieHeader, type NoticeKey } from "../../server/platform/http/notice";
import { adminAction, type AdminActionContext } from "../../server/shop/admin/admin-route";
import { assignConversation, closeConversation, loadChatInbox, replyToMember } from "../../server/shop/admin/chat-inbox";
import { ConversationView } from "../features/admin/chat/conversation";
import { AdminDialog } from "../features/admin/kit/admin-dialog";
import { AdminScreenError } from "../features/admin/kit/admin-screen";
import { StatusFilter, type Column } from "../features/admin/kit/data-table";
import { PersonCell } from "../features/admin/kit/person-cell";
import { ListScreen, useListLinks } from "../features/admin/kit/list-screen";
import { RowLink } from "../features/admin/kit/row-links";
import { useLiveSignal } from "../features/live/use-live-signal";
import { privateMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/admin.chat";

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  return { ...(await loadChatInbox(database(), request)), me: admin.id };
}

/** A write that keeps the conversation open: back to the same URL (the dialog with it) with its notice. */
const stayOnConversation =
  (notice: NoticeKey) =>
  ({ request }: AdminActionContext) =>
    redirect(new URL(request.url).pathname + new URL(request.url).search, { headers: { "Set-Cookie": noticeCookieHeader(notice) } });

/** Staff answer (typed or a quick reply), assign and close; each one server write, its refusal in its form. */
export const action = adminAction(
  {
    [I.reply]: async (context) => {
      const parsed = context.parse(chatReplySchema);
      if (!parsed.ok) return parsed.reply;
      const result = await replyToMember(context.db, context.admin, parsed.value);
      return result.ok ? stayOnConversation("chat-reply-sent")(context) : context.refuse(result);
    },
    [I.assign]: async (context) => {
      const parsed = context.parse(chatAssignSchema);
      if (!parsed.ok) return parsed.reply;
      const result = await assignConversation(context.db, context.admin, parsed.value);
      return result.ok ? stayOnConversation("chat-assigned")(context) : context.refuse(result);
    },
    [I.done]: async (context) => context.answer(await closeConversation(context.db, context.admin, context.rowId()), "chat-done"),
  },
  { listFilters: CHAT_INBOX_FILTERS },
);

export const meta = privateMeta(x.title);

/** /admin/chat: members who asked for a person, waiting first with their unread counts; a row's link opens the conversation. */
export default function AdminChat({ loaderData, actionData }: Route.ComponentProps) {
  const { list, status, conversation, staff, me } = loaderData;
  const links = useListLinks(list);
  const { revalidate } = useRevalidator();
  // A member writes or asks for a person: the list (and the open conversation) follow at once.
  useLiveSignal(INBOX_LIVE_SIGNAL, () => void revalidate());
  const columns: Column<ChatInboxRow>[] = [
    { header: x.customer, cell: (row) => <PersonCell name={row.customerName} email={row.email} /> },
    {
      header: x.unread,
      cell: (row) => (
        <span className={row.unread > 0 ? "rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white" : "text-xs text-gray-600"}>
          {x.unreadCount(row.unread)}
        </span>
      ),
    },
    { header: x.status, cell: (row) => x.statuses[row.status] },
    { header: x.askedAt, className: "whitespace-nowrap", cell: (row) => <time dateTime={row.askedAt}>{formatThaiDateTime(row.askedAt)}</time> },
    { header: x.assignedTo, cell: (row) => row.assignedName ?? x.nobody },
    {
      header: x.open,
      actions: true,
      className: "text-right whitespace-nowrap",
      cell: (row) => (
        <RowLink to={links.to({ [CHAT_INBOX_DIALOG]: row.id })} icon={MessageCircle} text={x.open} label={x.openAria(row.customerName)} keepScroll />
      ),
    },
  ];
  return (
    <ListScreen
      title={x.title}
      texts={x}
      screen={loaderData}
      columns={columns}
      reply={actionData}
      filters={
        <StatusFilter
          id="chat-status-filter"
          label={x.statusFilter}
          value={status}
          options={CHAT_INBOX_STATUS_FILTERS.map((value) => [value, x.statuses[value]] as const)}
        />
      }
    >
      {conversation ? (
        <AdminDialog title={x.dialogTitle(conversation.customerName)} closeHref={links.closeHref}>
          <ConversationView conversation={conversation} staff={staff} me={me} reply={actionData} />
        </AdminDialog>
      ) : null}
    </ListScreen>
  );
}

export function ErrorBoundary() {
  return <AdminScreenError title={x.title} message={x.loadFailed} />;
}
