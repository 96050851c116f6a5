// What the member's request page (/order-request) shows, and which requests the order page offers
// (decision 104): each kind only while the order's choices allow it, as the server will judge it.
import { REQUEST_KINDS, type RequestAddress, type RequestKind } from "./after-sale-requests";
import type { OrderAfterSale, RequestView } from "./after-sale-view";

/** Whether the order's choices allow asking for `kind` now. */
export function kindAllowed(choices: OrderAfterSale["choices"], kind: RequestKind): boolean {
  switch (kind) {
    case "cancel":
      return choices.requestCancel;
    case "change-address":
    case "change-shade":
      return choices.requestChange;
    case "return":
      return choices.requestReturn;
  }
}

/** The kinds the order page links to, in the page's order. */
export const allowedKinds = (choices: OrderAfterSale["choices"]): RequestKind[] => REQUEST_KINDS.filter((kind) => kindAllowed(choices, kind));

/** The request page's order: its number, where it goes now, and its after-sale part. */
export type OrderRequestPage = { orderNumber: string; shipping: RequestAddress; afterSale: OrderAfterSale };

/** The request page's form: a new request of one kind, the answer to what staff asked, or nothing allowed now. */
export type RequestPageView = { kind: "request"; requestKind: RequestKind } | { kind: "answer"; request: RequestView } | { kind: "not-allowed" };

/** What `?kind=` or `?answer=<requestId>` opens on the request page. */
export function requestPageView(search: URLSearchParams, afterSale: OrderAfterSale): RequestPageView {
  const answering = search.get("answer");
  if (answering) {
    const request = afterSale.requests.find((one) => one.id === answering && one.status === "needs-info");
    return request ? { kind: "answer", request } : { kind: "not-allowed" };
  }
  const kind = REQUEST_KINDS.find((one) => one === search.get("kind"));
  return kind && kindAllowed(afterSale.choices, kind) ? { kind: "request", requestKind: kind } : { kind: "not-allowed" };
}

/** The request page's address: `?order=<n>&kind=<kind>`, or `&answer=<requestId>`. */
export const requestPagePath = (orderNumber: string, open: { kind: RequestKind } | { answer: string }) =>
  "kind" in open
    ? `/order-request?order=${encodeURIComponent(orderNumber)}&kind=${open.kind}`
    : `/order-request?order=${encodeURIComponent(orderNumber)}&answer=${encodeURIComponent(open.answer)}`;
