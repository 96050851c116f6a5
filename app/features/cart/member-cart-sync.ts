import { encodeCheckoutCart } from "../../../domain/orders/checkout-cart";
import { MEMBER_CART_URL, type MemberCartAnswer, type MemberCartRequest } from "../../../domain/orders/member-cart";
import { cartChangedSinceTrade, cartOwner, cartWriteCount, claimCart, getCartSnapshot, onShopperCartChange, takeTradedCart } from "./cart-store";

/** A burst of taps on the quantity stepper is one trade. */
const TRADE_DELAY_MS = 400;

let tradedFor: string | null = null;
let inFlight: Promise<void> | null = null;
let again = false;
let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * Trades the browser's cart with the signed-in member's cart on the server (decision 109): once
 * when the page knows the member (a guest's cart is merged in at the first), then after each of
 * their changes. Pages stay the guests' cached pages: the cart still lives in the browser, and
 * the header's count reads it from there.
 */
export function startMemberCartSync(member: string): () => void {
  if (tradedFor !== member) {
    tradedFor = member;
    void trade();
  }
  return onShopperCartChange(() => {
    clearTimeout(timer);
    timer = setTimeout(() => void trade(), TRADE_DELAY_MS);
  });
}

async function trade(): Promise<void> {
  if (inFlight) {
    again = true;
    return inFlight;
  }
  inFlight = tradeOnce().finally(() => {
    inFlight = null;
  });
  await inFlight;
  if (again) {
    again = false;
    await trade();
  }
}

async function tradeOnce() {
  const owner = cartOwner();
  const changed = cartChangedSinceTrade();
  const writesBefore = cartWriteCount();
  const sent: MemberCartRequest = { owner, cart: encodeCheckoutCart(getCartSnapshot()), changed };
  // Loaded with the first trade, so a guest's first visit does not ship it (decision 061).
  const { postJson } = await import("../../ui/json-client");
  // Refused (signed out meanwhile) or unreachable: the browser keeps its copy, traded next time.
  const answer = await postJson<MemberCartAnswer>(MEMBER_CART_URL, sent).catch(() => null);
  if (!answer?.ok) return;
  if (cartWriteCount() === writesBefore) takeTradedCart(answer.value.owner, answer.value.lines);
  else {
    // Changed while the answer travelled: the shopper's newer cart goes to the server next.
    claimCart(answer.value.owner);
    again = true;
  }
}
