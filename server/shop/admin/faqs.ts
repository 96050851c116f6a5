import { asc, count, eq } from "drizzle-orm";
import { adminFaqTexts } from "../../../domain/admin/admin-faq-texts";
import type { ListParams } from "../../../domain/admin/admin-list";
import type { FaqInput } from "../../../domain/admin/content-forms";
import type { DatabaseOrTransaction, ShopDatabase } from "../../platform/db/database";
import { faqs } from "../../platform/db/schema";
import { refused, type Outcome } from "../../../domain/shared/refusal";
import { recordAdminAction, type AuditActor, recordAdminDelete } from "../../platform/db/audit-trail";
import { loadPagedList, type PagedList, totalOf } from "../../platform/db/paged-list";
import { lockedRow } from "../../platform/db/locked-row";

const m = adminFaqTexts;

export type FaqRow = { id: string; question: string; answer: string; sortOrder: number; isActive: boolean };

const columns = { id: faqs.id, question: faqs.question, answer: faqs.answer, sortOrder: faqs.sortOrder, isActive: faqs.isActive };

/** /admin/faq: every FAQ, shown or not, in the order /faq shows them (spec §7: admin all ordered by sort_order). */
export function listFaqs(db: DatabaseOrTransaction, params: ListParams): Promise<PagedList<FaqRow>> {
  return loadPagedList(params, {
    count: () => totalOf(db.select({ total: count() }).from(faqs)),
    rows: (_q, limit, offset) => db.select(columns).from(faqs).orderBy(asc(faqs.sortOrder), asc(faqs.createdAt), asc(faqs.id)).limit(limit).offset(offset),
  });
}

export async function loadFaq(db: DatabaseOrTransaction, id: string): Promise<FaqRow | null> {
  const [row] = await db.select(columns).from(faqs).where(eq(faqs.id, id));
  return row ?? null;
}

// The audit keeps what identifies the FAQ and its state; the answer's text is in the row.
const audited = (row: Pick<FaqRow, "question" | "sortOrder" | "isActive">) => ({
  question: row.question,
  sortOrder: row.sortOrder,
  isActive: row.isActive,
});

export async function createFaq(db: ShopDatabase, actor: AuditActor, input: FaqInput): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(faqs).values(input).returning({ id: faqs.id });
    await recordAdminAction(tx, actor, { action: "faq.create", entityId: row!.id, after: audited(input) });
    return { id: row!.id };
  });
}

export async function updateFaq(db: ShopDatabase, actor: AuditActor, id: string, input: FaqInput): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const before = await lockedRow(tx.select(columns).from(faqs).where(eq(faqs.id, id)));
    if (!before) return refused(404, m.notFound);
    await tx.update(faqs).set(input).where(eq(faqs.id, id));
    await recordAdminAction(tx, actor, {
      action: "faq.update",
      entityId: id,
      before: { ...audited(before), answerChanged: false },
      after: { ...audited(input), answerChanged: before.answer !== input.answer },
    });
    return { ok: true } as const;
  });
}

export async function deleteFaq(db: ShopDatabase, actor: AuditActor, id: string): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const [removed] = await tx.delete(faqs).where(eq(faqs.id, id)).returning({ question: faqs.question, sortOrder: faqs.sortOrder, isActive: faqs.isActive });
    if (!removed) return refused(404, m.notFound);
    await recordAdminDelete(tx, actor, { action: "faq.delete", entityId: id, before: audited(removed) });
    return { ok: true } as const;
  });
}
