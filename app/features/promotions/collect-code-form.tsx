import { Check, TicketPlus } from "lucide-react";
import { useEffect } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import { COLLECT_CODE_INTENT, type CollectedCodeDetail } from "../../../domain/promotions/collected-codes";
import { collectCodeTexts } from "../../../domain/promotions/collect-code-texts";
import { promotionTexts as sharedTexts } from "../../../domain/promotions/promotion-texts";
import type { FormReply } from "../../../domain/shared/form-contract";
import { toast } from "../../ui/toasts";
import { promotionTexts } from "./texts";

export type CollectReply = FormReply<CollectedCodeDetail>;

/** The reply to this promotion's collect form: a refusal names it in what was sent, a success in its detail. */
function replyForPromotion(reply: CollectReply | null | undefined, promotionId: string): CollectReply | undefined {
  if (!reply || reply.intent !== COLLECT_CODE_INTENT) return undefined;
  const about = reply.ok ? reply.detail?.promotionId : reply.values?.promotionId;
  return about === promotionId ? reply : undefined;
}

/**
 * "เก็บโค้ด" for one code promotion. With JavaScript it posts through a fetcher and says so in a
 * toast; without it the same form posts to the page's action and the answered page shows the
 * outcome here. "เก็บแล้ว" shows for a code the member holds (`collected`, read by the browser
 * from /api/collected-codes, never rendered into the cached page) or has just collected. A guest
 * is answered with "เข้าสู่ระบบเพื่อเก็บโค้ด" and a link to /auth that comes back here.
 */
export function CollectCodeForm({
  promotionId,
  code,
  collected,
  documentReply,
  className = "",
}: {
  promotionId: string;
  code: string;
  collected: boolean;
  documentReply: CollectReply | null | undefined;
  className?: string;
}) {
  const fetcher = useFetcher<CollectReply>();
  const location = useLocation();
  const busy = fetcher.state !== "idle";
  const reply = replyForPromotion(fetcher.data, promotionId) ?? (fetcher.data ? undefined : replyForPromotion(documentReply, promotionId));

  useEffect(() => {
    const answered = fetcher.data;
    if (answered?.ok && answered.message) toast.success(answered.message);
  }, [fetcher.data]);

  if (collected || reply?.ok) {
    return (
      <div className={className}>
        <p className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-4 py-2 text-sm font-semibold text-emerald-800" data-collected={code}>
          <Check className="size-4" aria-hidden />
          {sharedTexts.collected}
        </p>
        {/* Without JavaScript the answered page says what happened (with it, the toast does). */}
        {reply?.ok && !fetcher.data ? (
          <p role="status" className="mt-2 text-sm text-emerald-800">
            {reply.message}
          </p>
        ) : null}
      </div>
    );
  }

  const signIn = reply && !reply.ok && reply.message === sharedTexts.signInToCollect;
  return (
    <fetcher.Form method="post" noValidate className={className}>
      <input type="hidden" name="intent" value={COLLECT_CODE_INTENT} />
      <input type="hidden" name="promotionId" value={promotionId} />
      <button
        type="submit"
        disabled={busy}
        aria-label={promotionTexts.collectCodeOf(code)}
        className="inline-flex items-center justify-center gap-2 rounded-full bg-brand-600 px-5 py-2 text-sm font-semibold text-white transition hover:bg-brand-700 disabled:opacity-60"
      >
        <TicketPlus className="size-4" aria-hidden />
        {busy ? promotionTexts.collecting : sharedTexts.collect}
      </button>
      {reply && !reply.ok ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {reply.message}
          {signIn ? (
            <>
              {" "}
              <Link to={`/auth?redirectTo=${encodeURIComponent(location.pathname)}`} className="font-semibold text-brand-700 underline underline-offset-2">
                {collectCodeTexts.signIn}
              </Link>
            </>
          ) : null}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
