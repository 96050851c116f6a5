/**
 * Actions the chat proposes on the member's own orders (issue 37). The assistant proposes; the
 * member's explicit yes (a button naming the action) sends back only a confirmation token, which
 * the server holds bound to the member, the action and its arguments, for one use and a short time.
 */
export const CHAT_ACTION_KINDS = ["cancel-order", "apply-code"] as const;
export type ChatActionKind = (typeof CHAT_ACTION_KINDS)[number];

/** How long a proposal may be confirmed: long enough to read it, too short to be kept for later. */
export const CHAT_ACTION_LIFETIME_MS = 10 * 60_000;

/**
 * What the widget shows under a reply: a confirmation button, a link to the page that finishes
 * the step, or choices — each a button that sends its `message` as the member's next chat message
 * (a choice does nothing by itself: the reply to it proposes the step, which the member confirms).
 */
export type ChatProposal =
  | { kind: "confirm"; token: string; summary: string; confirmLabel: string; expiresAt: string }
  | { kind: "link"; summary: string; href: string; linkLabel: string }
  | { kind: "choose"; summary: string; choices: { label: string; message: string }[] };

/** POST /api/chat/actions: `{ token }` → `ChatActionDone`, or a `ChatRefusal`. */
export type ChatActionDone = {
  message: string;
  href: string | null;
  /** The link's words when it is not the order page ("ไปชำระเงิน"). */
  hrefLabel?: string;
};
