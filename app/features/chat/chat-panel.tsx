import { Send, X } from "lucide-react";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { toast } from "../../ui/toasts";
import { checkChatMessage, type ChatMessageView } from "../../../domain/chat/chat";
import type { ChatProposal } from "../../../domain/chat/chat-actions";
import { chatLiveSignal, type HandoverView } from "../../../domain/chat/chat-handover";
import { handoverTexts as h } from "../../../domain/chat/chat-handover-texts";
import { formatThaiTime } from "../../../domain/shared/dates";
import { chatTexts } from "../../../domain/chat/chat-texts";
import { useLiveSignal } from "../live/use-live-signal";
import { askForStaff, fetchChatHistory, sendChatMessage } from "./chat-client";
import { MentionedProducts } from "./mentioned-products";
import { AskForStaffButton, ProposalCard } from "./reply-actions";
import { ReplyText } from "./reply-text";

const m = chatTexts;

type ShownMessage = ChatMessageView & { pending?: boolean };
/** What a reply offers besides its text, kept for this panel's life (a proposal's token is short-lived anyway). */
type ReplyOffer = { proposal: ChatProposal | null; offerHandover: boolean };

const NO_HANDOVER: HandoverView = { waiting: false, liveKey: null, answerBy: null };
const ASK_BUTTON = "min-h-9 rounded-lg border border-brand-200 bg-white px-3 text-xs font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-50";

/**
 * The chat panel (spec §2, §4, §5): greeting, the last messages loaded on open, Enter sends and
 * Shift+Enter makes a new line, one reply at a time with a typing indicator, the reply streamed
 * in as text with the products it names linked and offered for the cart.
 */
export function ChatPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [shown, setShown] = useState<ShownMessage[]>([]);
  const [draft, setDraft] = useState("");
  const [replying, setReplying] = useState(false);
  const [handover, setHandover] = useState<HandoverView>(NO_HANDOVER);
  const [offers, setOffers] = useState<Readonly<Record<string, ReplyOffer>>>({});
  const [asking, setAsking] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const list = useRef<HTMLOListElement>(null);

  function loadHistory(isCurrent: () => boolean = () => true) {
    return fetchChatHistory().then(
      (history) => {
        if (!isCurrent()) return;
        setShown((now) => [...history.messages, ...now.filter((message) => message.pending)]);
        setHandover(history.handover);
      },
      () => isCurrent() && toast.error(m.errorTitle, { description: m.historyLoadFailed }),
    );
  }

  useEffect(() => {
    if (!open) return;
    input.current?.focus();
    let current = true;
    // The history is read each time the panel opens (spec §4), so another tab's messages show too.
    void loadHistory(() => current);
    return () => {
      current = false;
    };
  }, [open]);

  // Staff wrote (or closed the conversation): the open chat reads its history again at once (issue 37).
  useLiveSignal(open && handover.liveKey ? chatLiveSignal(handover.liveKey) : null, () => void loadHistory());

  async function handOver() {
    setAsking(true);
    const answer = await askForStaff();
    setAsking(false);
    if (!answer.ok) {
      toast.error(m.errorTitle, { description: h.askFailed });
      return;
    }
    setHandover(answer.value.handover);
    setShown((now) => [...now, answer.value.message]);
  }

  useEffect(() => {
    list.current?.lastElementChild?.scrollIntoView({ block: "end" });
  }, [shown]);

  /** Messages sent while a reply still arrives wait their turn here (shown at once, answered in order). */
  const queue = useRef<Array<{ text: string; question: ShownMessage; answer: ShownMessage }>>([]);
  const draining = useRef(false);

  /** Sends the box's text, or a choice's words (a proposal's choice is the member's next message). */
  function send(text: string = draft) {
    const checked = checkChatMessage(text);
    if (!checked.ok) {
      toast.error(checked.title, { description: checked.message });
      return;
    }
    const sentAt = new Date().toISOString();
    const key = `${sentAt}-${queue.current.length}`;
    const question: ShownMessage = { id: `pending-question-${key}`, role: "user", text: checked.text, sentAt, products: [], pending: true };
    const answer: ShownMessage = { id: `pending-answer-${key}`, role: "assistant", text: "", sentAt, products: [], pending: true };
    setShown((now) => [...now, question, answer]);
    if (text === draft) setDraft("");
    queue.current.push({ text: checked.text, question, answer });
    if (!draining.current) void answerInTurn();
  }

  async function answerInTurn() {
    draining.current = true;
    setReplying(true);
    try {
      for (let next = queue.current.shift(); next; next = queue.current.shift()) await exchange(next);
    } finally {
      draining.current = false;
      setReplying(false);
      input.current?.focus();
    }
  }

  async function exchange({ text, question, answer }: { text: string; question: ShownMessage; answer: ShownMessage }) {
    for await (const event of sendChatMessage(text)) {
      if (event.type === "text") {
        setShown((now) => now.map((message) => (message.id === answer.id ? { ...message, text: message.text + event.text } : message)));
      } else if (event.type === "products") {
        setShown((now) => now.map((message) => (message.id === answer.id ? { ...message, products: event.products } : message)));
      } else if (event.type === "done") {
        setShown((now) => now.map((message) => (message.id === question.id ? event.userMessage : message.id === answer.id ? event.reply : message)));
        if (event.proposal || event.offerHandover) {
          setOffers((now) => ({ ...now, [event.reply.id]: { proposal: event.proposal, offerHandover: event.offerHandover } }));
        }
      } else if (event.type === "forwarded") {
        // Staff are behind the chat: the message is theirs, no reply from the assistant follows.
        setShown((now) => now.flatMap((message) => (message.id === question.id ? [event.userMessage] : message.id === answer.id ? [] : [message])));
      } else {
        // Spec §4: a failed send takes the question back out.
        setShown((now) => now.filter((message) => message.id !== question.id && message.id !== answer.id));
        toast.error(event.title, { description: event.message });
      }
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends; Shift+Enter is a new line; Enter that confirms a Thai IME's word is neither.
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  }

  if (!open) return null;
  const waiting = replying && shown.some((message) => message.pending && message.role === "assistant" && message.text === "");
  return (
    <section
      role="dialog"
      aria-labelledby="chat-title"
      className="flex h-[min(34rem,calc(100dvh-2rem))] w-[min(24rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl border border-brand-100 bg-white shadow-2xl"
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose();
      }}
    >
      <header className="flex items-center justify-between gap-2 bg-brand-600 px-4 py-3 text-white">
        <h2 id="chat-title" className="font-semibold">
          {m.title}
        </h2>
        <span className="flex items-center gap-2">
          {handover.waiting ? null : <AskForStaffButton onAsk={() => void handOver()} busy={asking} className={ASK_BUTTON} />}
          <button type="button" onClick={onClose} aria-label={m.close} className="rounded-full p-1 hover:bg-white/20">
            <X aria-hidden="true" className="size-5" />
          </button>
        </span>
      </header>
      {handover.waiting ? (
        <p role="status" className="bg-brand-50 px-4 py-2 text-xs text-brand-900">
          {h.waitingBanner}
          {handover.answerBy ? ` · ${h.askedOutsideHours(handover.answerBy)}` : null}
        </p>
      ) : null}
      <ol ref={list} aria-live="polite" className="flex flex-1 flex-col gap-3 overflow-y-auto px-3 py-4">
        <li className="max-w-[85%] self-start rounded-2xl bg-brand-50 px-3 py-2 text-sm text-ink">{m.greeting}</li>
        {shown.map((message) =>
          message.role === "assistant" && message.pending && message.text === "" ? null : (
            <li key={message.id} className={`flex max-w-[85%] flex-col gap-1 ${message.role === "user" ? "self-end items-end" : "self-start"}`}>
              {message.role === "staff" ? <span className="text-xs font-semibold text-brand-800">{h.staff}</span> : null}
              <div
                className={`whitespace-pre-line break-words rounded-2xl px-3 py-2 text-sm ${
                  message.role === "user"
                    ? "bg-brand-600 text-white"
                    : message.role === "staff"
                      ? "bg-white text-ink ring-1 ring-brand-300"
                      : "bg-brand-50 text-ink"
                }`}
              >
                <span className="sr-only">{message.role === "user" ? m.you : message.role === "staff" ? h.staff : m.assistant}: </span>
                {message.role === "assistant" ? <ReplyText text={message.text} products={message.products} /> : message.text}
              </div>
              {message.role === "assistant" && message.products.length > 0 && !message.pending ? <MentionedProducts products={message.products} /> : null}
              {offers[message.id]?.proposal ? (
                <ProposalCard proposal={offers[message.id]!.proposal!} onChoose={(words) => send(words)} busy={replying} />
              ) : null}
              {offers[message.id]?.offerHandover && !handover.waiting ? (
                <span className="flex items-center gap-2 text-xs text-gray-600">
                  {h.offer}
                  <AskForStaffButton onAsk={() => void handOver()} busy={asking} className={ASK_BUTTON} />
                </span>
              ) : null}
              <time dateTime={message.sentAt} className="text-xs text-gray-500">
                {formatThaiTime(message.sentAt)}
              </time>
            </li>
          ),
        )}
        {waiting ? (
          <li className="self-start rounded-2xl bg-brand-50 px-3 py-2" role="status" aria-label={m.typing}>
            <span aria-hidden="true" className="flex gap-1">
              <span className="size-2 animate-bounce rounded-full bg-brand-400" />
              <span className="size-2 animate-bounce rounded-full bg-brand-400 [animation-delay:150ms]" />
              <span className="size-2 animate-bounce rounded-full bg-brand-400 [animation-delay:300ms]" />
            </span>
          </li>
        ) : null}
      </ol>
      <form
        noValidate
        className="flex items-end gap-2 border-t border-brand-100 p-3"
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <textarea
          ref={input}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          rows={2}
          aria-label={m.inputLabel}
          placeholder={m.placeholder}
          className="min-h-11 flex-1 resize-none rounded-xl border border-gray-300 px-3 py-2 text-sm focus:border-brand-500 focus:outline-none"
        />
        <button type="submit" className="flex h-11 items-center gap-1 rounded-xl bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700">
          <Send aria-hidden="true" className="size-4" />
          {m.send}
        </button>
      </form>
    </section>
  );
}
