import { asc, eq } from "drizzle-orm";
import type { ContentBlockInput } from "../../../../domain/admin/control-panel";
import { controlPanelTexts as m } from "../../../../domain/admin/control-panel-texts";
import type { DatabaseOrTransaction, ShopDatabase } from "../../../platform/db/database";
import { contentBlocks } from "../../../platform/db/schema";
import { refused, type Refusal } from "../../../../domain/shared/refusal";
import { recordAdminAction, type AuditedValues, type AuditActor, recordAdminEdit, recordAdminDelete } from "../../../platform/db/audit-trail";
import { lockedRow } from "../../../platform/db/locked-row";

type Done = { ok: true; message: string };

export type ContentBlockRow = ContentBlockInput & { id: string };

const columns = {
  id: contentBlocks.id,
  title: contentBlocks.title,
  content: contentBlocks.content,
  blockType: contentBlocks.blockType,
  pageLocation: contentBlocks.pageLocation,
  mediaUrl: contentBlocks.mediaUrl,
  sortOrder: contentBlocks.sortOrder,
  isActive: contentBlocks.isActive,
};

/** Spec §7: the control panel selects every block ordered by sort_order. */
export async function listContentBlocks(db: DatabaseOrTransaction): Promise<ContentBlockRow[]> {
  const rows = await db.select(columns).from(contentBlocks).orderBy(asc(contentBlocks.sortOrder), asc(contentBlocks.createdAt), asc(contentBlocks.id));
  return rows as ContentBlockRow[];
}

function audited(block: ContentBlockInput): AuditedValues {
  return {
    title: block.title,
    blockType: block.blockType,
    pageLocation: block.pageLocation,
    mediaUrl: block.mediaUrl,
    sortOrder: block.sortOrder,
    isActive: block.isActive,
  };
}

/** New blocks are created active (spec §4). */
export async function createContentBlock(db: ShopDatabase, actor: AuditActor, input: ContentBlockInput): Promise<Done> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contentBlocks)
      .values({ ...input, isActive: true })
      .returning({ id: contentBlocks.id });
    await recordAdminAction(tx, actor, { action: "content-block.create", entityId: row!.id, after: audited({ ...input, isActive: true }) });
    return { ok: true, message: m.contentBlockSaved } as const;
  });
}

export async function updateContentBlock(db: ShopDatabase, actor: AuditActor, id: string, input: ContentBlockInput): Promise<Done | Refusal> {
  return db.transaction(async (tx) => {
    const stored = await lockedRow(tx.select(columns).from(contentBlocks).where(eq(contentBlocks.id, id)));
    if (!stored) return refused(404, m.blockNotFound);
    await tx
      .update(contentBlocks)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(contentBlocks.id, id));
    await recordAdminEdit(
      tx,
      actor,
      { action: "content-block.update", entityId: id },
      { ...audited(stored as ContentBlockRow), content: stored.content },
      { ...audited(input), content: input.content },
    );
    return { ok: true, message: m.contentBlockSaved } as const;
  });
}

export async function deleteContentBlock(db: ShopDatabase, actor: AuditActor, id: string): Promise<Done | Refusal> {
  return db.transaction(async (tx) => {
    const [removed] = await tx.delete(contentBlocks).where(eq(contentBlocks.id, id)).returning(columns);
    if (!removed) return refused(404, m.blockNotFound);
    await recordAdminDelete(tx, actor, { action: "content-block.delete", entityId: id, before: audited(removed as ContentBlockRow) });
    return { ok: true, message: m.contentBlockDeleted } as const;
  });
}
