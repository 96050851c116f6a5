// Which link to a member each table has, and where the data export (my-data.ts) shows it, or why
// not (decision 113). `my-data-coverage.test.ts` reads the schema's foreign keys: every column
// pointing at a member (`user.id`), or at a row that is theirs (an order, a request, a refund…),
// must be named here once, so a new table about members cannot be left out of the file unseen.
import type { SECTIONS } from "./my-data";

type Section = keyof typeof SECTIONS;

/** `table.column` → the export's section that holds the rows it links. */
export const EXPORTED_LINKS: Readonly<Record<string, Section>> = {
  "profiles.user_id": "profile",
  "account.user_id": "signInMethods",
  "session.user_id": "sessions",
  "saved_addresses.user_id": "addresses",
  "orders.user_id": "orders",
  "order_items.order_id": "orders",
  "payments.user_id": "orders",
  "payments.order_id": "orders",
  "order_promotions.user_id": "orders",
  "order_promotions.order_id": "orders",
  "tax_invoices.order_id": "taxInvoices",
  "tax_invoice_requests.order_id": "taxInvoiceRequests",
  "loyalty_ledger.user_id": "loyalty",
  "loyalty_ledger.order_id": "loyalty",
  "saved_payment_methods.user_id": "savedCards",
  "chat_messages.user_id": "assistantChat",
  "product_reviews.user_id": "productReviews",
  "product_reviews.order_id": "productReviews",
  "order_requests.user_id": "afterSaleRequests",
  "order_requests.order_id": "afterSaleRequests",
  "order_request_steps.request_id": "afterSaleRequests",
  "refunds.order_id": "refunds",
  "refunds.request_id": "refunds",
  "credit_notes.order_id": "creditNotes",
  "credit_notes.tax_invoice_id": "creditNotes",
  "credit_notes.refund_id": "creditNotes",
  "collected_codes.user_id": "collectedCodes",
  "security_log.user_id": "securityEvents",
  "chat_handovers.user_id": "chatWithStaff",
  "member_carts.user_id": "cart",
  "member_consents.user_id": "consents",
  "line_message_consents.user_id": "lineMessages",
  "line_consent_events.user_id": "lineConsentHistory",
  "line_outbox.user_id": "lineMessagesSent",
  "back_in_stock_requests.user_id": "backInStockAlerts",
};

/** `table.column` → why the export leaves it out on purpose. */
export const NOT_EXPORTED_LINKS: Readonly<Record<string, string>> = {
  "orders.delivered_by": "the staff member who marked the order delivered: the shop's record of its own work, not the buyer's data",
  "payments.verified_by": "the staff member who checked the slip: the shop's record of its own work (decision 074)",
  "product_reviews.hidden_by": "the staff member who hid a review: the shop's record; the file says whether the review is hidden",
  "order_requests.decided_by": "the staff member who decided a request: the shop's record; the file has the decision and its date",
  "image_library.uploaded_by": "the staff member who uploaded a shop image: the back-office's work, not a member's personal data",
  "device_cookies.user_id":
    "the nonces of the browsers trusted at sign-in, a security credential like the session token; the sessions section shows the sign-ins",
  "stock_movements.order_id": "the shop's stock ledger; what the member bought is in the orders' items",
  "chat_messages.staff_id": "the staff member who wrote a reply: the shop's record of its own work; the reply itself is in the chat section",
  "chat_handovers.assigned_to": "the staff member a conversation is assigned to: the back-office's work, not the member's data",
  "chat_action_tokens.user_id": "the hash of a one-use confirmation that lives ten minutes: a credential, like the session token",
};
