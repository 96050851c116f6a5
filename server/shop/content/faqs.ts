import { asc, eq } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../platform/db/database";
import { faqs } from "../../platform/db/schema";

export type FaqView = { id: string; question: string; answer: string };

/** Active FAQs in the admin's sort order (ties by creation, so the order never flickers). */
export async function listActiveFaqs(db: DatabaseOrTransaction, limit?: number): Promise<FaqView[]> {
  const query = db
    .select({ id: faqs.id, question: faqs.question, answer: faqs.answer })
    .from(faqs)
    .where(eq(faqs.isActive, true))
    .orderBy(asc(faqs.sortOrder), asc(faqs.createdAt), asc(faqs.id));
  return limit === undefined ? query : query.limit(limit);
}
