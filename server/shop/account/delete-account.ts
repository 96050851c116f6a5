// A member deletes their own account from the member area (PDPA right to erasure, decision 074).
import { accountHasPassword } from "../members/sign-in-methods";
import { and, asc, eq, sql } from "drizzle-orm";
import type { DeleteAccountInput } from "../../../domain/members/account-deletion-form";
import { DELETE_ACCOUNT_PHRASE, myDataTexts } from "../../../domain/members/my-data-texts";
import { refused, type Outcome } from "../../../domain/shared/refusal";
import { recordAdminAction } from "../../platform/db/audit-trail";
import { asAuthError } from "../../platform/auth/auth-errors";
import { shopAuth } from "../../platform/auth/auth-instance";
import { PASSWORD_CHECK_RATE_LIMITED_CODE } from "../../platform/auth/password-attempt-limits";
import type { DatabaseOrTransaction, ShopDatabase } from "../../platform/db/database";
import { contactMessages, orders, taxInvoiceRequests, users } from "../../platform/db/schema";
import { errorFields, logger } from "../../platform/logger";
import { accountDeletedMail } from "./account-deleted-mail";
import { queueMail } from "../../platform/mail/mail-outbox";
import { cancelOrder } from "../orders/cancel-order";
import { holdsStockUnpaid } from "../orders/payment-clock";
import { anonymiseMemberAccount, deletedMemberEmail, removeAnonymisedMemberFiles, type AnonymisedMemberFiles } from "./anonymise-member";
import { orderWithRunningRequest } from "../after-sale/member-erasure";
import { ownContactMessages } from "./my-data";
import { absoluteUrl } from "../../platform/http/public-url";
import { lockedRow } from "../../platform/db/locked-row";

const m = myDataTexts;

/** What an order of a deleted member says instead of the buyer's name. */
export const DELETED_BUYER_NAME = "ลูกค้าที่ลบบัญชี";
/** Why an unpaid order was cancelled when its member deleted the account (the stock comes back as `cancellation`). */
export const ACCOUNT_DELETED_CANCEL_REASON = "ลูกค้าลบบัญชี";

/**
 * Orders the shop still owes the member something on: paid, or a payment proof waiting for
 * staff, and not yet delivered or cancelled. Deleting the account would leave a parcel without
 * an address or a transfer without its owner, so the deletion is refused until they are done.
 * An unpaid order (`holdsStockUnpaid` with no proof) is cancelled instead, as the expiry job would.
 */
const inFlight = sql`(${orders.status} not in ('delivered', 'cancelled') and not (${orders.status} = 'pending' and ${orders.paymentStatus} = 'unpaid'))`;

/**
 * Checks who asks (the password, or the typed phrase for an account without one), then in one
 * transaction: cancels the member's unpaid orders (stock and points back), queues the
 * confirmation mail to the address that is about to go, removes the personal data (account,
 * profile, sessions, sign-in methods, cards, chat, the contact messages' name and e-mail, the
 * orders' buyer details) and records an audit row naming only the account's id. The avatar
 * files go after the commit. Refused: admins, wrong password or phrase, an order in flight.
 */
export async function deleteOwnAccount(
  db: ShopDatabase,
  request: Request,
  userId: string,
  input: DeleteAccountInput,
  options: { uploadsDir: string; now?: Date },
): Promise<Outcome> {
  const checked = await checkWhoAsks(db, request, userId, input);
  if (!checked.ok) return checked;
  return eraseAccount(db, userId, options);
}

async function checkWhoAsks(db: ShopDatabase, request: Request, userId: string, input: DeleteAccountInput): Promise<Outcome> {
  const [member] = await db.select({ role: users.role, deletedAt: users.deletedAt }).from(users).where(eq(users.id, userId));
  if (!member || member.deletedAt) return refused(401, m.deleteFailed);
  if (member.role === "admin") return refused(403, m.adminCannotDelete);
  if (!(await accountHasPassword(db, userId))) {
    return input.confirmation.trim() === DELETE_ACCOUNT_PHRASE ? { ok: true } : refused(400, m.phraseWrong(DELETE_ACCOUNT_PHRASE), "confirmation");
  }
  if (!input.password) return refused(400, m.passwordRequired, "password");
  try {
    // Better Auth checks it; wrong guesses count against the member's password-check limit (decision 054).
    await shopAuth().api.verifyPassword({ body: { password: input.password }, headers: request.headers });
    return { ok: true };
  } catch (error) {
    const authError = asAuthError(error);
    if (authError?.code === "INVALID_PASSWORD") return refused(400, m.passwordWrong, "password");
    if (authError?.code === PASSWORD_CHECK_RATE_LIMITED_CODE) return refused(429, authError.message, "password");
    if (authError?.code === "UNAUTHORIZED") return refused(401, m.deleteFailed);
    logger.error("Password check before account deletion failed", { userId, ...errorFields(error) });
    return refused(500, m.deleteFailed);
  }
}

async function eraseAccount(db: ShopDatabase, userId: string, options: { uploadsDir: string; now?: Date }): Promise<Outcome> {
  const now = options.now ?? new Date();
  let files: AnonymisedMemberFiles | null = null;
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    // Locked first: a checkout, a second deletion or an admin's deletion of the same member waits here.
    const member = await lockedRow(
      tx
        .select({ email: users.email, name: users.name, role: users.role, createdAt: users.createdAt, deletedAt: users.deletedAt })
        .from(users)
        .where(eq(users.id, userId)),
    );
    if (!member || member.deletedAt) return refused(401, m.deleteFailed);
    if (member.role === "admin") return refused(403, m.adminCannotDelete);

    const [busy] = await tx
      .select({ orderNumber: orders.orderNumber })
      .from(orders)
      .where(and(eq(orders.userId, userId), inFlight))
      .orderBy(asc(orders.createdAt))
      .limit(1);
    if (busy) return refused(409, m.orderInFlight(busy.orderNumber));
    // A return or refund still owed to them: finished first, so nothing owed is lost with the account.
    const owed = await orderWithRunningRequest(tx, userId);
    if (owed) return refused(409, m.orderInFlight(owed));

    const unpaid = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.userId, userId), holdsStockUnpaid));
    let cancelled = 0;
    for (const order of unpaid) if ((await cancelOrder(tx, order.id, ACCOUNT_DELETED_CANCEL_REASON)).cancelled) cancelled += 1;

    await anonymiseContactMessages(tx, userId, { id: userId, email: member.email, createdAt: member.createdAt });
    const orderCount = await anonymiseOrderBuyer(tx, userId);
    // Requests not yet issued are personal data and go; an issued tax invoice is kept as issued (decision 079).
    await tx.delete(taxInvoiceRequests).where(sql`${taxInvoiceRequests.orderId} in (select ${orders.id} from ${orders} where ${orders.userId} = ${userId})`);
    // To the address that is about to be removed (read above), in this transaction: sent only if the deletion commits.
    await queueMail(tx, await accountDeletedMail({ to: member.email, name: member.name, deletedAt: now, keptOrders: orderCount }, absoluteUrl("/")));
    files = await anonymiseMemberAccount(tx, userId, now);
    // Staff see that a deletion happened and what it touched, never who it was.
    await recordAdminAction(
      tx,
      { id: userId, email: deletedMemberEmail(userId) },
      {
        action: "member.self-delete",
        entityId: userId,
        before: { orders: orderCount, unpaidCancelled: cancelled },
        after: { deleted: true },
      },
    );
    return { ok: true };
  });
  if (outcome.ok) {
    await removeAnonymisedMemberFiles(options.uploadsDir, userId, files);
  }
  return outcome;
}

async function anonymiseContactMessages(tx: DatabaseOrTransaction, userId: string, member: { id: string; email: string; createdAt: Date }) {
  await tx
    .update(contactMessages)
    .set({ name: DELETED_BUYER_NAME, email: deletedMemberEmail(userId) })
    .where(ownContactMessages(member));
}

/**
 * Every order keeps its number, dates, lines, amounts, payments, carrier and tracking number,
 * and the province and postal code it went to (what the books and a tax audit need for five
 * years); the buyer's name, e-mail, phone and street address are replaced (decision 074).
 */
async function anonymiseOrderBuyer(tx: DatabaseOrTransaction, userId: string): Promise<number> {
  const changed = await tx
    .update(orders)
    .set({
      shippingFirstName: DELETED_BUYER_NAME,
      shippingLastName: "",
      shippingEmail: deletedMemberEmail(userId),
      shippingPhone: "",
      shippingAddress: "",
      updatedAt: new Date(),
    })
    .where(eq(orders.userId, userId))
    .returning({ id: orders.id });
  return changed.length;
}
