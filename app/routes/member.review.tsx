import { isRouteErrorResponse, redirect, useRouteError } from "react-router";
import { parseForm } from "../../domain/shared/form-contract";
import { productReviewSchema } from "../../domain/product-reviews/product-review-form";
import { productReviewTexts } from "../../domain/product-reviews/product-review-texts";
import { requireUser } from "../../server/platform/auth/guards";
import { database } from "../../server/platform/db/database";
import { settings } from "../../server/platform/env";
import { readActionForm } from "../../server/platform/http/action-form";
import { noticeCookieHeader } from "../../server/platform/http/notice";
import { formRefusal, pageRefusal } from "../../server/platform/http/refusal-answer";
import { loadReviewForm, saveProductReview } from "../../server/shop/product-reviews/product-reviews";
import { MemberAreaError } from "../features/account/member-area-error";
import { ReviewForm } from "../features/product-reviews/review-form";
import { MessagePage } from "../ui/message-page";
import { privateMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/member.review";

const FORM = "review";

/** `/member/review?order=…&product=…`: the review form for one product of the member's delivered order. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  const page = await loadReviewForm(database(), user.id, url.searchParams.get("order") ?? "", url.searchParams.get("product") ?? "");
  if (!page.ok) throw pageRefusal(page);
  return page.value;
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  // The HTTP layer held this body to the review's allowance (body-limit.ts) before it got here.
  const form = await readActionForm(request);
  const parsed = parseForm(productReviewSchema, form);
  if (!parsed.ok) return formRefusal(FORM, parsed, form);
  const file = form.get("photo");
  const photo = file instanceof File && file.size > 0 ? new Uint8Array(await file.arrayBuffer()) : null;
  const saved = await saveProductReview(database(), user.id, parsed.value, photo, settings().uploadsDir);
  if (!saved.ok) return formRefusal(FORM, saved, form);
  throw redirect(`/orders/${parsed.value.order}`, { headers: { "Set-Cookie": noticeCookieHeader("product-review-saved") } });
}

export const meta = privateMeta(productReviewTexts.formTitle);

export default function MemberReview({ loaderData, actionData }: Route.ComponentProps) {
  return <ReviewForm {...loaderData} reply={actionData ?? null} />;
}

/** A product the member may not review (not theirs, not delivered): the refusal's own Thai words and the way to their orders. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status >= 500 || typeof error.data !== "string") return <MemberAreaError />;
  return <MessagePage title={productReviewTexts.formTitle} hint={error.data} link={{ to: "/profile?tab=orders", label: productReviewTexts.myOrders }} />;
}
