import { eq } from "drizzle-orm";
import { data } from "react-router";
import { collectCodeSchema, type CollectCodeInput } from "../../../domain/promotions/collect-code";
import { COLLECT_CODE_INTENT, type CollectedCodeDetail } from "../../../domain/promotions/collected-codes";
import { collectCodeTexts } from "../../../domain/promotions/collect-code-texts";
import { promotionTexts } from "../../../domain/promotions/promotion-texts";
import { parseForm, type FormReply } from "../../../domain/shared/form-contract";
import { refused, type Outcome } from "../../../domain/shared/refusal";
import { currentUser } from "../../platform/auth/guards";
import type { ShopDatabase } from "../../platform/db/database";
import { collectedCodes, promotions } from "../../platform/db/schema";
import { readActionForm } from "../../platform/http/action-form";
import { formRefusal } from "../../platform/http/refusal-answer";

/**
 * "เก็บโค้ด": puts a code promotion into the member's "โค้ดของฉัน", in one transaction. Only a
 * signed-in member, only a promotion with a code that staff have neither paused nor ended and
 * whose end has not passed (one not started yet may be collected ahead). Collecting twice keeps
 * one row and says so. The promotion is read `for share`, so staff ending it meanwhile waits
 * for this to commit (or this waits for theirs, and then refuses).
 */
export async function collectCode(db: ShopDatabase, userId: string | null, input: CollectCodeInput, now = new Date()): Promise<Outcome<CollectedCodeDetail>> {
  if (!userId) return refused(401, promotionTexts.signInToCollect);
  return db.transaction(async (tx): Promise<Outcome<CollectedCodeDetail>> => {
    const [promotion] = await tx
      .select({ id: promotions.id, code: promotions.code, status: promotions.status, endsAt: promotions.endsAt })
      .from(promotions)
      .where(eq(promotions.id, input.promotionId))
      .for("share");
    if (!promotion?.code) return refused(404, collectCodeTexts.notFound);
    const { code } = promotion;
    if (promotion.status === "ended" || (promotion.endsAt && promotion.endsAt <= now)) return refused(410, collectCodeTexts.ended(code));
    if (promotion.status !== "active") return refused(409, collectCodeTexts.paused(code));
    const inserted = await tx
      .insert(collectedCodes)
      .values({ userId, promotionId: promotion.id })
      .onConflictDoNothing()
      .returning({ promotionId: collectedCodes.promotionId });
    return { ok: true, value: { promotionId: promotion.id, code, alreadyCollected: inserted.length === 0 } };
  });
}

/**
 * A collect form's post, answered by the page it was posted on (/promotions, a product page):
 * a `FormReply` for the form `COLLECT_CODE_INTENT` — with JavaScript read by its fetcher, without
 * it shown in the page the post answers. A guest is refused with 401 and "เข้าสู่ระบบเพื่อเก็บโค้ด".
 */
export async function answerCollectCode(db: ShopDatabase, request: Request) {
  const form = await readActionForm(request);
  const parsed = parseForm(collectCodeSchema, form);
  if (!parsed.ok) return formRefusal(COLLECT_CODE_INTENT, parsed, form);
  const user = await currentUser(request);
  const collected = await collectCode(db, user?.id ?? null, parsed.value);
  if (!collected.ok) return formRefusal(COLLECT_CODE_INTENT, collected, form);
  const { code, alreadyCollected } = collected.value;
  return data<FormReply<CollectedCodeDetail>>({
    ok: true,
    intent: COLLECT_CODE_INTENT,
    message: alreadyCollected ? collectCodeTexts.alreadyCollected(code) : promotionTexts.collectedToast(code),
    detail: collected.value,
  });
}
