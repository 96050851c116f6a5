// The Official Account's webhook (decision 111): LINE posts follow/unfollow events here. Only a body
// signed with the channel secret is read (X-Line-Signature: base64 HMAC-SHA256 of the raw body); an
// event already taken (its webhookEventId) or older than a day is refused as a replay. Every refusal
// is logged and answered 4xx, never 5xx. An unfollow stops the member's messages at once: the outbox
// checks `line_friends` when it queues and again when it sends.
import { createHmac, timingSafeEqual } from "node:crypto";
import { eq, lt, sql } from "drizzle-orm";
import { z } from "zod";
import type { ShopDatabase } from "../../platform/db/database";
import { lineConsentEvents, lineFriends, lineMessageConsents, lineWebhookEvents } from "../../platform/db/schema";
import type { LineMemberSettings } from "../../platform/env";
import { logger } from "../../platform/logger";

/** An event older than this is refused as a replay; ids are kept twice as long, so no replay outlives its id. */
const MAX_EVENT_AGE_MS = 24 * 60 * 60_000;
export const WEBHOOK_IDS_KEPT_MS = 2 * MAX_EVENT_AGE_MS;

const eventSchema = z.object({
  type: z.string().max(40),
  webhookEventId: z.string().min(1).max(100),
  timestamp: z.number().int().positive(),
  source: z.object({ type: z.string().max(20), userId: z.string().max(100).optional() }).optional(),
  deliveryContext: z.object({ isRedelivery: z.boolean() }).optional(),
});
const bodySchema = z.object({ destination: z.string().max(100), events: z.array(z.unknown()).max(100) });

export type WebhookAnswer = { status: 200 | 400 | 401 | 404 | 409; taken: number };

/** Whether `signature` is LINE's signature of `rawBody` under the channel secret (compared in constant time). */
export function lineSignatureMatches(channelSecret: string, rawBody: string, signature: string | null): boolean {
  if (!signature) return false;
  const expected = createHmac("sha256", channelSecret).update(rawBody, "utf8").digest();
  const given = Buffer.from(signature, "base64");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function takeLineWebhook(
  db: ShopDatabase,
  line: LineMemberSettings | null,
  request: { rawBody: string; signature: string | null; clientAddress?: string | null },
  now = new Date(),
): Promise<WebhookAnswer> {
  const refuse = (status: WebhookAnswer["status"], reason: string, details: Record<string, unknown> = {}): WebhookAnswer => {
    logger.warn("LINE webhook refused", { reason, clientAddress: request.clientAddress ?? null, ...details });
    return { status, taken: 0 };
  };
  if (!line) return refuse(404, "LINE messages are not configured");
  if (!lineSignatureMatches(line.channelSecret, request.rawBody, request.signature)) return refuse(401, "signature does not match");
  let parsed: z.infer<typeof bodySchema>;
  try {
    const body = bodySchema.safeParse(JSON.parse(request.rawBody));
    if (!body.success) return refuse(400, "malformed body");
    parsed = body.data;
  } catch {
    return refuse(400, "body is not JSON");
  }
  let taken = 0;
  let replayed = 0;
  for (const raw of parsed.events) {
    const event = eventSchema.safeParse(raw);
    if (!event.success) return refuse(400, "malformed event");
    const { type, webhookEventId, timestamp, source } = event.data;
    if (type !== "follow" && type !== "unfollow") continue;
    if (!source?.userId) return refuse(400, "follow event without a user");
    if (now.getTime() - timestamp > MAX_EVENT_AGE_MS) {
      replayed++;
      logger.warn("LINE webhook event refused as too old", { webhookEventId });
      continue;
    }
    if (await takeFriendEvent(db, { webhookEventId, following: type === "follow", lineUserId: source.userId, at: new Date(timestamp) })) taken++;
    else {
      replayed++;
      logger.warn("LINE webhook event refused as a replay", { webhookEventId });
    }
  }
  // A body that brought nothing but replays is refused as a whole; LINE's verify call (no events) is answered 200.
  if (replayed > 0 && taken === 0) return { status: 409, taken };
  return { status: 200, taken };
}

/** One follow or unfollow, once per webhookEventId, applied only when newer than what is known of that LINE user. */
async function takeFriendEvent(db: ShopDatabase, event: { webhookEventId: string; following: boolean; lineUserId: string; at: Date }): Promise<boolean> {
  return db.transaction(async (tx) => {
    const first = await tx.insert(lineWebhookEvents).values({ webhookEventId: event.webhookEventId }).onConflictDoNothing().returning();
    if (first.length === 0) return false;
    await tx
      .insert(lineFriends)
      .values({ lineUserId: event.lineUserId, following: event.following, eventAt: event.at })
      .onConflictDoUpdate({
        target: lineFriends.lineUserId,
        set: { following: event.following, eventAt: event.at, updatedAt: sql`now()` },
        setWhere: sql`${lineFriends.eventAt} < ${event.at}`,
      });
    const [member] = await tx
      .select({ userId: lineMessageConsents.userId })
      .from(lineMessageConsents)
      .where(eq(lineMessageConsents.lineUserId, event.lineUserId));
    await tx
      .insert(lineConsentEvents)
      .values({ userId: member?.userId ?? null, lineUserId: event.lineUserId, event: event.following ? "followed" : "unfollowed" });
    return true;
  });
}

/** Forgets webhook event ids older than any event the webhook still takes (a job, hourly). */
export async function pruneLineWebhookEvents(db: ShopDatabase, now = new Date()) {
  await db.delete(lineWebhookEvents).where(lt(lineWebhookEvents.receivedAt, new Date(now.getTime() - WEBHOOK_IDS_KEPT_MS)));
}
