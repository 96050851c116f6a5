import type { ChatRole, HandoverOffer } from "../../../domain/chat/chat";
import type { ShopDatabase } from "../../platform/db/database";

/**
 * The one interface every shop assistant implements (issue 12): the built-in one that answers
 * from the database with no network, and the LLM one used when AI_* settings are present,
 * which falls back to the built-in one when its provider fails or is too slow.
 */
/**
 * Why the assistant suggests a person (issue 37): it could not answer ("cannot-help"), or the
 * shopper is upset or complaining ("upset"). The chat offers "คุยกับเจ้าหน้าที่" on it.
 */
export type HandoverReason = HandoverOffer;

export type AssistantTurn = { role: ChatRole; text: string };

export type AssistantContext = {
  db: ShopDatabase;
  /** Always the signed-in member from the session, never anything the message says. */
  member: { id: string; firstName: string | null };
  now: Date;
  /** Aborted when the shopper goes away or the reply's time is up. */
  signal: AbortSignal;
  /** Called (at most once matters) when this reply should offer a person; the chat passes it on in `done`. */
  offerHandover?: (reason: HandoverReason) => void;
};

export interface ShopAssistant {
  readonly kind: "built-in" | "llm";
  /**
   * The reply's text as it is produced (chunks joined make the whole reply). `history` is the
   * member's earlier messages, oldest first, without the new one.
   */
  reply(message: string, history: readonly AssistantTurn[], context: AssistantContext): AsyncIterable<string>;
}
