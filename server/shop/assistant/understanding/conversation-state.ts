import { ORDER_NUMBER_PREFIX, ORDER_NUMBER_RANDOM_LENGTH } from "../../../../domain/orders/order-number";
import type { AssistantTurn } from "../assistant";
import { understand, type Intent, type Understanding } from "../built-in/understanding";
import { productsNamedIn, type ProductFact } from "../facts/catalogue-facts";
import type { DatabaseOrTransaction } from "../../../platform/db/database";

/**
 * What a follow-up can point back to (decision 066), derived from the member's stored history
 * (the chat keeps both sides of every turn): the products the last answer named, the last order
 * number either side wrote, and the topic and wishes of the shopper's last question.
 */
export type ConversationState = {
  lastProducts: ProductFact[];
  lastOrderNumber: string | null;
  lastTopics: Intent[];
  lastQuestion: Understanding | null;
};

export const EMPTY_CONVERSATION: ConversationState = { lastProducts: [], lastOrderNumber: null, lastTopics: [], lastQuestion: null };

/** Topics a follow-up ("แล้วค่าส่งล่ะ", "ต้องทำยังไง") may continue. */
export const TOPIC_INTENTS: readonly Intent[] = [
  "shipping",
  "delivery-time",
  "payment",
  "loyalty",
  "returns",
  "damaged",
  "shelf-life",
  "care",
  "shade-advice",
  "promotion",
  "contact",
  "order",
];
const ORDER_NUMBER = new RegExp(`${ORDER_NUMBER_PREFIX}[A-Z0-9]{${ORDER_NUMBER_RANDOM_LENGTH}}`, "gi");
/** How far back a follow-up reaches: the last few turns, not the whole history. */
const TURNS_BACK = 6;

export async function conversationState(db: DatabaseOrTransaction, history: readonly AssistantTurn[], now: Date): Promise<ConversationState> {
  const recent = history.slice(-TURNS_BACK);
  if (recent.length === 0) return EMPTY_CONVERSATION;
  const lastUser = [...recent].reverse().find((turn) => turn.role === "user");
  const lastQuestion = lastUser ? understand(lastUser.text) : null;
  let lastOrderNumber: string | null = null;
  for (const turn of [...recent].reverse()) {
    const numbers = [...turn.text.matchAll(ORDER_NUMBER)];
    if (numbers.length > 0) {
      lastOrderNumber = numbers[0]![0].toUpperCase();
      break;
    }
  }
  let lastProducts: ProductFact[] = [];
  // Only the last answer: "this one" is what was just shown, not something from long ago.
  const lastAnswer = [...recent].reverse().find((turn) => turn.role === "assistant");
  if (lastAnswer) lastProducts = await productsNamedIn(db, lastAnswer.text, now);
  return {
    lastProducts,
    lastOrderNumber,
    lastTopics: lastQuestion ? TOPIC_INTENTS.filter((intent) => lastQuestion.intents.has(intent)) : [],
    lastQuestion,
  };
}
