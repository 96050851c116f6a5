import type { ChatProposal } from "./chat-actions";
import type { HandoverView } from "./chat-handover";
import { CHAT_MESSAGE_MAX_LENGTH } from "./chat-limits";
import { chatTexts } from "./chat-texts";

/**
 * The chat's wire format, shared by the server routes (`/api/chat`) and the widget.
 * GET  /api/chat → `{ messages: ChatMessageView[] }`: the member's last CHAT_HISTORY_LIMIT messages, oldest first.
 * POST /api/chat with JSON `{ message: string }` → refused before any reply with a JSON `ChatRefusal`
 * (400 bad message, 429 too many, 401 signed out), or 200 `application/x-ndjson`: one `ChatStreamEvent`
 * per line, text chunks as the assistant produces them, then `products` (may be empty), then `done`;
 * while staff are behind the chat, `forwarded` alone.
 * POST /api/chat/handover → `{ handover: HandoverView, message: ChatMessageView }` (issue 37).
 */
export type ChatRole = "user" | "assistant" | "staff";

/** A product the reply names: the widget links its name and offers "add to cart" for it. */
export type ProductMention = {
  productId: string;
  name: string;
  nameThai: string;
  /** The storefront page, `/products/<slug>`. */
  url: string;
  /** The price a shopper pays now (a running flash sale's price where there is one), in satang. */
  priceSatang: number;
  inStock: boolean;
  /** Empty for a product without shade rows; add-to-cart then needs no shade. */
  shades: { id: string; name: string; nameThai: string; colour: string; inStock: boolean }[];
};

export type ChatMessageView = {
  id: string;
  role: ChatRole;
  text: string;
  /** ISO 8601. */
  sentAt: string;
  /** Products named in an assistant message (none for the member's own messages). */
  products: ProductMention[];
};

/** The assistant could not help ("cannot-help") or the shopper is upset ("upset"): offer a person. */
export type HandoverOffer = "cannot-help" | "upset";

export type ChatStreamEvent =
  | { type: "text"; text: string }
  | { type: "products"; products: ProductMention[] }
  | {
      type: "done";
      userMessage: ChatMessageView;
      reply: ChatMessageView;
      /** A step on the member's own order the reply offers (issue 37), or null. */
      proposal: ChatProposal | null;
      /** The chat offers "คุยกับเจ้าหน้าที่" under this reply. */
      offerHandover: boolean;
    }
  /** Staff are behind the chat: the message went to them, no assistant reply follows. */
  | { type: "forwarded"; userMessage: ChatMessageView }
  | { type: "error"; title: string; message: string };

export type ChatRefusal = { error: { title: string; message: string } };

/** GET /api/chat's answer: the member's last messages, oldest first. */
export type ChatHistory = { messages: ChatMessageView[]; handover: HandoverView };

/** POST /api/chat/handover's answer: the chat's new state and its line saying what happens next. */
export type HandoverAnswer = { handover: HandoverView; message: ChatMessageView };

export type ChatMessageCheck = { ok: true; text: string } | { ok: false; title: string; message: string };

/** Spec §5: trimmed; empty and over-long messages refused with the spec's texts (counted as code points). */
export function checkChatMessage(raw: unknown): ChatMessageCheck {
  const text = typeof raw === "string" ? raw.trim() : "";
  if (text === "") return { ok: false, title: chatTexts.errorTitle, message: chatTexts.empty };
  if ([...text].length > CHAT_MESSAGE_MAX_LENGTH) return { ok: false, title: chatTexts.tooLongTitle, message: chatTexts.tooLong };
  return { ok: true, text };
}
