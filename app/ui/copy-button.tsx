import { Check, Copy } from "lucide-react";
import { useEffect, useState } from "react";
import { copyButtonTexts } from "./copy-button-texts";

const FEEDBACK_MS = 2500;

/**
 * Copies `text` to the clipboard and says so in Thai ("คัดลอกแล้ว") in a polite live region, so a
 * screen reader hears it too. `label` names what is copied ("คัดลอกหมายเลขพัสดุ"). Without
 * scripts the button does nothing, so the text it copies must also be on the page, selectable.
 */
export function CopyButton({ text, label, className = "" }: { text: string; label: string; className?: string }) {
  const [said, setSaid] = useState<"copied" | "failed" | null>(null);

  useEffect(() => {
    if (said !== "copied") return;
    const timer = setTimeout(() => setSaid(null), FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [said]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setSaid("copied");
    } catch {
      // No clipboard (an old browser, a page not served over HTTPS): the shopper copies by hand.
      setSaid("failed");
    }
  }

  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <button
        type="button"
        onClick={() => void copy()}
        className={`inline-flex min-h-11 items-center gap-1.5 rounded-full border border-brand-300 bg-white px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 ${className}`}
      >
        {said === "copied" ? <Check className="size-4" aria-hidden /> : <Copy className="size-4" aria-hidden />}
        {label}
      </button>
      <span role="status" className="text-sm text-gray-700">
        {said === "copied" ? copyButtonTexts.copied : said === "failed" ? copyButtonTexts.copyFailed : ""}
      </span>
    </span>
  );
}
