import type { ShopAssistant } from "../assistant";
import { errorFields, logger } from "../../../platform/logger";

export const REPLY_CUT_OFF = "\n\n(ขออภัยค่ะ คำตอบถูกตัดกลางทาง กรุณาถามอีกครั้ง หรือติดต่อทีมงานที่ /contact)";

/**
 * The LLM assistant with the built-in one behind it (decision 046): if the provider fails,
 * times out before its first words, or says nothing, the built-in assistant answers instead —
 * the shopper never sees the outage. If it fails after words were already sent, the reply says
 * honestly that it was cut off (the words cannot be taken back out of the stream).
 */
export function withFallback(primary: ShopAssistant, fallback: ShopAssistant, limits: { firstTextMs: number; timeoutMs: number }): ShopAssistant {
  return {
    kind: primary.kind,
    async *reply(message, history, context) {
      const control = new AbortController();
      const stop = () => control.abort();
      context.signal.addEventListener("abort", stop, { once: true });
      const firstText = setTimeout(stop, limits.firstTextMs);
      const whole = setTimeout(stop, limits.timeoutMs);
      let produced = false;
      try {
        try {
          for await (const chunk of primary.reply(message, history, { ...context, signal: control.signal })) {
            if (control.signal.aborted) throw new Error("The AI provider took longer than its time limit.");
            if (chunk === "") continue;
            if (!produced) clearTimeout(firstText);
            produced = true;
            yield chunk;
          }
          if (!produced) throw new Error("The AI provider answered with no text.");
        } catch (error) {
          if (context.signal.aborted) return;
          // The provider's address and the shopper's words stay out of the log; the key never reaches it.
          logger.warn("The AI provider failed; the built-in assistant answers", { afterText: produced, ...errorFields(error) });
          if (produced) {
            yield REPLY_CUT_OFF;
            return;
          }
          yield* fallback.reply(message, history, context);
        }
      } finally {
        clearTimeout(firstText);
        clearTimeout(whole);
        context.signal.removeEventListener("abort", stop);
      }
    },
  };
}
