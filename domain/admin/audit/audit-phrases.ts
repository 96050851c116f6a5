// The pieces every area's audit sentences are made of (decision 075): who, the thing named, a value
// set's Thai label, switched on or off.

import { adminAuditTexts as t } from "../admin-audit-texts";
import {
  isMembershipTier,
  isOrderPaymentStatus,
  isOrderStatus,
  isPaymentStatus,
  isShippingCarrier,
  isUserRole,
  MEMBERSHIP_TIER_LABELS,
  ORDER_PAYMENT_STATUS_LABELS,
  ORDER_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
  SHIPPING_CARRIER_LABELS,
  USER_ROLE_LABELS,
} from "../../orders/order-status";

export type Values = Readonly<Record<string, unknown>>;

/** One audit row as the sentence needs it: the subject is the order number or the name, looked up by the server. */
export type AuditEntryView = {
  /** The admin's name, else e-mail. */
  actor: string;
  action: string;
  /** The order number, product or member name, … (null when nothing names it any more). */
  subject: string | null;
  before: Values | null;
  after: Values | null;
};

export const text = (value: unknown): string | null => (value === null || value === undefined || value === "" ? null : String(value));
export const orderStatus = (value: unknown) => (isOrderStatus(value) ? ORDER_STATUS_LABELS[value] : t.unknownValue);
export const orderPaymentStatus = (value: unknown) => (isOrderPaymentStatus(value) ? ORDER_PAYMENT_STATUS_LABELS[value] : t.unknownValue);
export const paymentStatus = (value: unknown) => (isPaymentStatus(value) ? PAYMENT_STATUS_LABELS[value] : t.unknownValue);
export const tier = (value: unknown) => (isMembershipTier(value) ? MEMBERSHIP_TIER_LABELS[value] : t.unknownValue);
export const role = (value: unknown) => (isUserRole(value) ? USER_ROLE_LABELS[value] : t.unknownValue);
export const carrier = (value: unknown) => (isShippingCarrier(value) ? SHIPPING_CARRIER_LABELS[value] : t.unknownValue);
export const switched = (after: Values | null) => (after?.isActive === true ? t.switchedOn : t.switchedOff);

export type Sentence = (entry: AuditEntryView) => string;

/** `what` named: the entry's subject, or the thing's own kind when nothing names it any more. */
export const named = (entry: AuditEntryView, what: string) => (entry.subject ? `${what} ${entry.subject}` : what);

export const simple =
  (verb: string, what: string): Sentence =>
  (entry) =>
    `${t.admin} ${entry.actor} ${verb}${named(entry, what)}`;
export const switchOf =
  (what: string): Sentence =>
  (entry) =>
    `${t.admin} ${entry.actor} ${switched(entry.after)}${named(entry, what)}`;
