import { useEffect } from "react";
import type { CART_REMINDER_INTENT } from "../../../domain/members/cart-reminder-consent";
import { toast } from "../../ui/toasts";
import type { FormReply } from "../../../domain/shared/form-contract";
import { replyFor } from "../../ui/form-reply";

/** The /profile action's forms (each posts its `intent`; its answer is a `FormReply` for it). */
export type ProfileFormIntent = "profile" | "password" | "avatar" | "delete-account" | typeof CART_REMINDER_INTENT;

/** Shows each new answer of a form once, as a toast (spec §8: messages appear as toasts). */
export function useResultToast(result: FormReply | null | undefined, intent: ProfileFormIntent) {
  useEffect(() => {
    const reply = replyFor(result, intent);
    if (!reply) return;
    if (!reply.ok) toast.error(reply.message);
    else if (reply.message) toast.success(reply.message);
  }, [result, intent]);
}
