import type { ShopAssistant } from "./assistant";
import { createBuiltInAssistant } from "./built-in/built-in-assistant";

let assistant: ShopAssistant | undefined;

/**
 * The assistant the chat uses. Today the built-in one, which needs no network; an LLM-backed
 * implementation of the same interface, falling back to this one, is the next step (issue 12).
 */
export function shopAssistant(): ShopAssistant {
  assistant ??= createBuiltInAssistant();
  return assistant;
}
