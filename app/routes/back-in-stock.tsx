import { data } from "react-router";
import { backInStockSchema } from "../../domain/back-in-stock/back-in-stock-form";
import { backInStockTexts as t } from "../../domain/back-in-stock/back-in-stock-texts";
import { backInStockAskTexts as ask } from "../../domain/back-in-stock/back-in-stock-ask-texts";
import { parseForm, type FormReply } from "../../domain/shared/form-contract";
import { requireUser } from "../../server/platform/auth/guards";
import { database } from "../../server/platform/db/database";
import { readActionForm } from "../../server/platform/http/action-form";
import { formRefusal } from "../../server/platform/http/refusal-answer";
import { askToBeTold } from "../../server/shop/back-in-stock/back-in-stock";
import { MessagePage } from "../ui/message-page";
import { privateMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/back-in-stock";

/** POST from a sold-out product's "แจ้งเตือนเมื่อมีสินค้า": the signed-in member is put in line (guests go to sign in first). */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await readActionForm(request);
  const parsed = parseForm(backInStockSchema, form);
  if (!parsed.ok) return formRefusal("submit", parsed, form);
  const asked = await askToBeTold(database(), user.id, parsed.value);
  return asked.ok ? data<FormReply>({ ok: true, intent: "submit", message: ask.asked }) : formRefusal("submit", asked, form);
}

export const meta = privateMeta(ask.askButton);

/** Without scripts the form's answer is this page. */
export default function BackInStock({ actionData }: Route.ComponentProps) {
  const reply = actionData ?? null;
  return <MessagePage title={ask.askButton} hint={reply?.message ?? ask.askHint} link={{ to: "/products", label: t.productButton }} />;
}
