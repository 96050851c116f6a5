import { useEffect } from "react";
import type { HeaderShopper } from "../../../domain/members/member-shell";

/**
 * The signed-in member's cart traded with the server (decision 109). Loaded only once the page
 * knows a member: a guest's first visit never downloads it (the storefront's script budget).
 */
export function useMemberCartSync(shopper: HeaderShopper) {
  const member = shopper?.email ?? null;
  useEffect(() => {
    if (member === null) return;
    let gone = false;
    let stop: (() => void) | undefined;
    void import("./member-cart-sync").then(({ startMemberCartSync }) => {
      if (!gone) stop = startMemberCartSync(member);
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, [member]);
}
