// A slip-verification provider behind one interface (decision 110): the slip's QR payload in,
// the bank-confirmed transfer out. The one client speaks the HTTP shape Thai providers share
// (EasySlip's `POST /verify` with a bearer API key; SlipOK's differs only in names): a stand-in
// in the tests, the real endpoint with SLIP_CHECK_URL. Its answers prove only what they say; the
// shop judges them (slip-check.ts).
import { z } from "zod";
import type { SlipCheckAnswer } from "../../../domain/payments/slip-check";
import { settings, type SlipCheckSettings } from "../../platform/env";
import { errorFields, logger } from "../../platform/logger";

/** The bank confirmed the transfer (`confirmed`), said it knows no such slip (`not-confirmed`), or nobody could tell in time (`unavailable`). */
export type SlipCheckOutcome = { kind: "confirmed"; answer: SlipCheckAnswer } | { kind: "not-confirmed" } | { kind: "unavailable" };

export interface SlipCheckProvider {
  check(qrPayload: string): Promise<SlipCheckOutcome>;
}

const accountSchema = z.object({
  name: z.object({ th: z.string().optional(), en: z.string().optional() }).partial().optional(),
  bank: z.object({ type: z.string().optional(), account: z.string() }).optional(),
  proxy: z.object({ type: z.string().optional(), account: z.string() }).nullish(),
});
const partySchema = z.object({
  bank: z.object({ id: z.string().optional(), short: z.string().optional(), name: z.string().optional() }).optional(),
  account: accountSchema,
});

/** The provider's answer for a slip it found (amount in baht, as the bank reports it). */
export const slipCheckResponseSchema = z.object({
  status: z.literal(200),
  data: z.object({
    transRef: z.string().min(1).max(64),
    date: z.iso.datetime({ offset: true }),
    amount: z.object({ amount: z.number().nonnegative() }),
    sender: partySchema,
    receiver: partySchema,
  }),
});
export type SlipCheckResponse = z.infer<typeof slipCheckResponseSchema>;

/** The answer in the shop's own terms: satang, one account line per party. */
export function answerFrom({ data }: SlipCheckResponse): SlipCheckAnswer {
  const receiver = data.receiver.account;
  return {
    amount: Math.round(data.amount.amount * 100),
    receiverAccounts: [receiver.bank?.account, receiver.proxy?.account ?? undefined].filter((account): account is string => Boolean(account)),
    receiverName: receiver.name?.th ?? receiver.name?.en ?? null,
    senderName: data.sender.account.name?.th ?? data.sender.account.name?.en ?? null,
    senderBank: data.sender.bank?.short ?? data.sender.bank?.name ?? null,
    transferredAt: new Date(data.date).toISOString(),
    reference: data.transRef,
  };
}

/**
 * The HTTP client. Anything but a well-formed answer in time — a timeout, a refused
 * connection, a 5xx, a malformed body — is `unavailable` (logged), never an error: the slip
 * then waits for staff as it always did.
 */
export function httpSlipCheckProvider(config: SlipCheckSettings): SlipCheckProvider {
  return {
    async check(qrPayload) {
      let response: Response;
      try {
        response = await fetch(config.url, {
          method: "POST",
          headers: { authorization: `Bearer ${config.apiKey}`, "content-type": "application/json", accept: "application/json" },
          body: JSON.stringify({ payload: qrPayload }),
          signal: AbortSignal.timeout(config.timeoutMs),
        });
      } catch (error) {
        logger.warn("Slip check provider unreachable or slow", errorFields(error));
        return { kind: "unavailable" };
      }
      const body: unknown = await response.json().catch(() => null);
      // A slip the bank does not know (the providers' 404 `slip_not_found`, 400 `invalid_payload`).
      if (response.status === 404 || response.status === 400) return { kind: "not-confirmed" };
      const parsed = response.ok ? slipCheckResponseSchema.safeParse(body) : null;
      if (!parsed?.success) {
        logger.warn("Slip check provider gave no usable answer", { status: response.status });
        return { kind: "unavailable" };
      }
      return { kind: "confirmed", answer: answerFrom(parsed.data) };
    },
  };
}

let configured: SlipCheckProvider | null | undefined;

/** The provider the settings name, or null without them (the shop works as before: staff check every slip). */
export function configuredSlipCheckProvider(): SlipCheckProvider | null {
  if (configured === undefined) {
    const config = settings().slipCheck;
    configured = config ? httpSlipCheckProvider(config) : null;
  }
  return configured;
}
