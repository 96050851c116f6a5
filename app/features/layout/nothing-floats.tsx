import { useState } from "react";
import { useLocation, useMatches } from "react-router";
import type { NoticeTone } from "../../../domain/shared/notice-declaration";

/**
 * A page a shopper reads to pay or to check money — an order's totals, the PromptPay QR a banking
 * app scans off the screen, the slip form — exports `handle = NOTHING_FLOATS_OVER` (decision 067,
 * issue 33): there the closed chat button sits after the page's content, and a one-shot notice
 * ("สร้างคำสั่งซื้อสำเร็จ: …") is a line at the top of the page instead of a toast over it.
 */
export const NOTHING_FLOATS_OVER = { chat: "after-content", notice: "in-page" } as const;

type FloatsHandle = Partial<Record<keyof typeof NOTHING_FLOATS_OVER, string>>;

/** Whether the page on screen asks for `what` to stay out of its way. */
export function useNothingFloats(what: keyof typeof NOTHING_FLOATS_OVER): boolean {
  const matches = useMatches();
  return matches.some((match) => (match.handle as FloatsHandle | undefined)?.[what] === NOTHING_FLOATS_OVER[what]);
}

type Notice = { tone: NoticeTone; message: string };

/**
 * The notice such a page shows in itself: it stays for the visit to that page, though a later
 * revalidation of the root (a live refresh, the cart's next read) reads no notice any more.
 */
export function useNoticeInPage<N extends Notice>(notice: N | null): N | null {
  const inPage = useNothingFloats("notice");
  const { key } = useLocation();
  const [kept, setKept] = useState<{ at: string; notice: N } | null>(null);
  // Remembered while rendering (React's pattern for keeping what an earlier render was given).
  if (inPage && notice && kept?.notice !== notice) setKept({ at: key, notice });
  if (!inPage) return null;
  return notice ?? (kept?.at === key ? kept.notice : null);
}

const TONE_CLASSES: Record<NoticeTone, string> = {
  success: "border-green-200 bg-green-50 text-green-800",
  error: "border-red-200 bg-red-50 text-red-800",
};

/** The notice as part of the page: in the HTML, read once by a screen reader, covering nothing. */
export function NoticeInPage({ tone, message }: { tone: NoticeTone; message: string }) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 pt-6">
      <p role="status" data-testid="notice-in-page" className={`rounded-xl border px-4 py-3 text-sm font-medium ${TONE_CLASSES[tone]}`}>
        {message}
      </p>
    </div>
  );
}
