import { useEffect } from "react";
import { toast } from "sonner";

/** What the /profile action answers for each of its forms. */
export type ProfileFormIntent = "profile" | "password" | "avatar";
export type ProfileFormResult = { intent: ProfileFormIntent; ok: boolean; message: string; field?: string };

/** Shows each new answer of a form once, as a toast (spec §8: messages appear as toasts). */
export function useResultToast(result: ProfileFormResult | null | undefined, intent: ProfileFormIntent) {
  useEffect(() => {
    if (!result || result.intent !== intent) return;
    if (result.ok) toast.success(result.message);
    else toast.error(result.message);
  }, [result, intent]);
}
