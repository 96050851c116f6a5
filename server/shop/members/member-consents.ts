// A member's yes or no to a kind of message (PDPA: recorded as said, who, what and when; rows only
// added, the newest per topic counts). Cart reminders are on until the member says no (decision 109).
import { and, desc, eq, sql, type SQLWrapper } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../platform/db/database";
import { type CONSENT_TOPICS, memberConsents } from "../../platform/db/schema";

export type ConsentTopic = (typeof CONSENT_TOPICS)[number];

/** What a topic is when the member has said nothing yet. */
const GRANTED_UNTIL_SAID: Record<ConsentTopic, boolean> = { "cart-reminder": true };

/** Records the member's answer, when it differs from the one standing. */
export async function recordConsent(db: DatabaseOrTransaction, userId: string, topic: ConsentTopic, granted: boolean, now = new Date()) {
  if ((await consentGiven(db, userId, topic)) === granted) return;
  await db.insert(memberConsents).values({ userId, topic, granted, createdAt: now });
}

export async function consentGiven(db: DatabaseOrTransaction, userId: string, topic: ConsentTopic): Promise<boolean> {
  const [latest] = await db
    .select({ granted: memberConsents.granted })
    .from(memberConsents)
    .where(and(eq(memberConsents.userId, userId), eq(memberConsents.topic, topic)))
    .orderBy(desc(memberConsents.createdAt))
    .limit(1);
  return latest?.granted ?? GRANTED_UNTIL_SAID[topic];
}

/** The same answer in a query, for the member in `userId` (a column): the newest row, else the default. */
export function consentGivenSql(userId: SQLWrapper, topic: ConsentTopic) {
  return sql<boolean>`coalesce((select ${memberConsents.granted} from ${memberConsents}
    where ${memberConsents.userId} = ${userId} and ${memberConsents.topic} = ${topic}
    order by ${memberConsents.createdAt} desc limit 1), ${GRANTED_UNTIL_SAID[topic]})`;
}
