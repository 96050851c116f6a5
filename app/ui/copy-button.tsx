import { Check, Copy } from "lucide-react";
import { useEffect, useState } from "react";
import { copyTexts } from "./copy-texts";

/** How long "คัดลอกแล้ว" stays before the button reads "คัดลอก" again. */
const COPIED_FOR_MS = 2_500;

/**
 * Puts `text` on the clipboard. The Clipboard API needs a secure page; where it is missing or
 * refuses (an older in-app browser, the shop opened over plain http on a phone), the old
 * select-and-copy command still works from a tap. False when neither did.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const field = document.createElement("textarea");
    field.value = text;
    field.setAttribute("readonly", "");
    // Off screen, and 16 px so iOS does not zoom the page to it.
    field.className = "fixed -left-[9999px] top-0 text-base";
    document.body.append(field);
    field.select();
    try {
      return document.execCommand("copy");
    } catch {
      return false;
    } finally {
      field.remove();
    }
  }
}

type CopyState = "idle" | "copied" | "failed";

/**
 * The shop's one copy button: `what` names what it copies ("เลขที่บัญชี"), its accessible name is
 * "คัดลอก เลขที่บัญชี"; the
 * button itself reads "คัดลอก", then "คัดลอกแล้ว" (said by screen readers too). The copied text
 * is always also on the page as plain text, so without scripts it can still be selected.
 */
export function CopyButton({ text, what }: { text: string; what: string }) {
  const [state, setState] = useState<CopyState>("idle");
  useEffect(() => {
    if (state !== "copied") return;
    const timer = setTimeout(() => setState("idle"), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [state]);

  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <button
        type="button"
        aria-label={copyTexts.copyWhat(what)}
        onClick={() => void copyText(text).then((copied) => setState(copied ? "copied" : "failed"))}
        className="inline-flex min-h-9 items-center gap-1 rounded-full border border-brand-300 bg-white px-3 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {state === "copied" ? <Check className="size-4" aria-hidden /> : <Copy className="size-4" aria-hidden />}
        {state === "copied" ? copyTexts.copied : copyTexts.copy}
      </button>
      {/* The outcome for screen readers: a button's changed text alone is not announced. */}
      <span role="status" className={state === "failed" ? "text-xs text-red-700" : "sr-only"}>
        {state === "copied" ? copyTexts.copied : state === "failed" ? copyTexts.copyFailed : ""}
      </span>
    </span>
  );
}
