import { Form } from "react-router";
import { CHAT_INBOX_INTENTS as I, type ChatConversation, type InboxStaff } from "../../../../domain/admin/admin-chat-inbox";
import { adminChatInboxTexts as x, CHAT_QUICK_REPLIES } from "../../../../domain/admin/admin-chat-inbox-texts";
import { formatThaiDateTime } from "../../../../domain/shared/dates";
import type { FormReply } from "../../../../domain/shared/form-contract";
import { TEXT_INPUT_CLASS } from "../../../ui/form-controls";
import { DialogField, DialogForm, useDialogFormPost } from "../kit/admin-dialog";
import { ADMIN_BUTTON } from "../kit/admin-screen";

const WHO = { user: x.shopper, assistant: x.assistant, staff: x.staff } as const;

/** The conversation staff opened: its messages, the reply box and quick replies, who has it, and done. */
export function ConversationView({
  conversation,
  staff,
  me,
  reply,
}: {
  conversation: ChatConversation;
  staff: readonly InboxStaff[];
  me: string;
  reply: FormReply | undefined;
}) {
  const waiting = conversation.status === "waiting";
  const quick = useDialogFormPost(reply, I.reply);
  return (
    <div className="space-y-4">
      <p className="text-sm text-gray-600">{conversation.email}</p>
      <ol aria-label={x.dialogTitle(conversation.customerName)} className="max-h-[50vh] space-y-2 overflow-y-auto rounded-xl bg-gray-50 p-3">
        {conversation.messages.map((message) => (
          <li key={message.id} className={`flex flex-col ${message.role === "user" ? "items-start" : "items-end"}`}>
            <span className="text-xs text-gray-600">
              {message.role === "staff" && message.staffName ? `${WHO.staff} · ${message.staffName}` : WHO[message.role]} ·{" "}
              <time dateTime={message.sentAt}>{formatThaiDateTime(message.sentAt)}</time>
            </span>
            <p
              className={`max-w-[85%] rounded-2xl px-3 py-2 text-sm whitespace-pre-wrap ${
                message.role === "user"
                  ? "bg-white text-ink ring-1 ring-gray-200"
                  : message.role === "staff"
                    ? "bg-brand-600 text-white"
                    : "bg-brand-50 text-ink"
              }`}
            >
              {message.text}
            </p>
          </li>
        ))}
      </ol>
      {waiting ? (
        <>
          <DialogForm intent={I.reply} id={conversation.id} reply={reply} submitLabel={x.send}>
            <DialogField name="text" label={x.replyLabel} type="textarea" reply={reply} />
          </DialogForm>
          <Form method="post" action={quick.action} noValidate className="space-y-2">
            <input type="hidden" name="intent" value={I.reply} />
            <input type="hidden" name="id" value={conversation.id} />
            <p className="text-sm font-semibold text-ink">{x.quickReplies}</p>
            <div className="flex flex-wrap gap-2">
              {CHAT_QUICK_REPLIES.map((text) => (
                <button
                  key={text}
                  type="submit"
                  name="text"
                  value={text}
                  disabled={quick.busy}
                  aria-label={x.quickReplyAria(text)}
                  className="min-h-11 rounded-xl border border-brand-200 bg-white px-3 py-2 text-left text-sm text-brand-800 hover:bg-brand-50"
                >
                  {text}
                </button>
              ))}
            </div>
          </Form>
        </>
      ) : null}
      <Form method="post" action={quick.action} noValidate className="flex flex-wrap items-end gap-2 border-t border-gray-200 pt-4">
        <input type="hidden" name="intent" value={I.assign} />
        <input type="hidden" name="id" value={conversation.id} />
        <label className="flex min-w-48 flex-1 flex-col gap-1 text-sm font-medium text-ink">
          {x.assignTo}
          <select name="staffId" defaultValue={conversation.assignedTo ?? ""} className={TEXT_INPUT_CLASS}>
            <option value="">{x.nobody}</option>
            {staff.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={ADMIN_BUTTON.secondary}>
          {x.assign}
        </button>
      </Form>
      {conversation.assignedTo !== me ? (
        <Form method="post" action={quick.action} noValidate>
          <input type="hidden" name="intent" value={I.assign} />
          <input type="hidden" name="id" value={conversation.id} />
          <input type="hidden" name="staffId" value={me} />
          <button type="submit" className={ADMIN_BUTTON.secondary}>
            {x.assignToMe}
          </button>
        </Form>
      ) : null}
      {waiting ? (
        <Form method="post" action={quick.action} noValidate className="flex justify-end">
          <input type="hidden" name="intent" value={I.done} />
          <input type="hidden" name="id" value={conversation.id} />
          <button type="submit" className={ADMIN_BUTTON.primary}>
            {x.markDone}
          </button>
        </Form>
      ) : null}
    </div>
  );
}
