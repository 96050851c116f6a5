import { settings, type AiSettings } from "../../platform/env";
import type { ShopAssistant } from "./assistant";
import { createBuiltInAssistant } from "./built-in/built-in-assistant";
import { createLlmAssistant } from "./llm/llm-assistant";
import { withFallback } from "./llm/with-fallback";

/**
 * The built-in assistant (no network) without AI settings; with them the LLM one, the built-in
 * one answering whenever the provider fails or is too slow (decision 046).
 */
export function assistantFor(ai: AiSettings | null): ShopAssistant {
  const builtIn = createBuiltInAssistant();
  return ai ? withFallback(createLlmAssistant(ai), builtIn, ai) : builtIn;
}

let assistant: ShopAssistant | undefined;

/** The assistant the chat uses, chosen once from this process's settings. */
export function shopAssistant(): ShopAssistant {
  assistant ??= assistantFor(settings().ai);
  return assistant;
}
