import type { DatabaseOrTransaction } from "../db/database";
import { securityLog } from "../db/schema";
import { errorFields, logger } from "../logger";

export type SecurityEvent = {
  event: string;
  userId?: string | null;
  email?: string | null;
  clientAddress?: string | null;
  userAgent?: string | null;
  source?: "client" | "server";
  details?: Record<string, unknown>;
};

/** Writes a security event; a failure to log never breaks the request that caused it. */
export async function recordSecurityEvent(db: DatabaseOrTransaction, entry: SecurityEvent) {
  try {
    await db.insert(securityLog).values({
      event: entry.event,
      userId: entry.userId ?? null,
      email: entry.email ?? null,
      clientAddress: entry.clientAddress ?? null,
      userAgent: entry.userAgent?.slice(0, 512) ?? null,
      source: entry.source ?? "server",
      details: entry.details ?? {},
    });
  } catch (error) {
    logger.error("Could not write a security event", { event: entry.event, ...errorFields(error) });
  }
}
