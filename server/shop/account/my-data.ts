// "Download my data" (PDPA right of access, decision 074): one JSON file with everything the shop
// holds about the signed-in member. Each section reads only rows tied to that member's id (or,
// for contact messages, their own e-mail since the account existed); no column that is a secret
// (password hashes, session tokens, OAuth tokens) or a staff-only note is ever selected.
import { and, asc, desc, eq, gte, inArray, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable, SelectedFields } from "drizzle-orm/pg-core";
import { MY_DATA_DOWNLOAD_RATE_LIMIT } from "../../../domain/members/member-limits";
import { accessTexts } from "../../../domain/auth/access-texts";
import { myDataTexts } from "../../../domain/members/my-data-texts";
import { refused, type Outcome } from "../../../domain/shared/refusal";
import { bangkokDay } from "../../../domain/shared/dates";
import { satangToBaht } from "../../../domain/shared/money";
import { linesInBaht } from "../../../domain/orders/tax-invoice";
import type { DatabaseOrTransaction, ShopDatabase } from "../../platform/db/database";
import {
  accounts,
  backInStockRequests,
  chatHandovers,
  chatMessages,
  collectedCodes,
  lineConsentEvents,
  lineMessageConsents,
  lineOutbox,
  memberCarts,
  memberConsents,
  contactMessages,
  loyaltyLedger,
  orderItems,
  orderPromotions,
  orders,
  payments,
  profiles,
  promotions,
  savedPaymentMethods,
  securityLog,
  sessions,
  taxInvoiceRequests,
  taxInvoices,
  users,
} from "../../platform/db/schema";
import { consumeRateLimit } from "../../platform/security/rate-limit";
import { memberCreditNotesForExport, memberRefundsForExport, memberRequestsForExport } from "../after-sale/member-export";
import { memberReviewsForExport } from "../product-reviews/member-reviews";
import { listSavedAddresses } from "../members/saved-addresses";
import { rowsOnMemberOrders } from "../orders/member-order-rows";

type Member = { id: string; email: string; createdAt: Date };
type Context = { db: DatabaseOrTransaction; member: Member; publicUrl: string };

const baht = satangToBaht;

/** A section that is the member's own rows of one table (by its `userId`): these columns, in this order. */
function ownRows<Fields extends SelectedFields>(table: PgTable & { userId: PgColumn }, fields: Fields, order?: SQL) {
  return async ({ db, member }: Context): Promise<unknown[]> => {
    const rows = db.select(fields).from(table).where(eq(table.userId, member.id)).$dynamic();
    return (order ? rows.orderBy(order) : rows).execute();
  };
}

/**
 * The file's sections, in the order they appear. What the shop newly keeps about a member is one
 * more line here with its reader, and its link to the member in `my-data-coverage.ts` (its test
 * fails until every table pointing at a member is in the file or says why not, decision 113).
 */
export const SECTIONS = {
  profile: readProfile,
  // How the member signs in (password, Google, LINE): the kind and when linked, never a hash or token.
  signInMethods: ownRows(accounts, { provider: accounts.providerId, linkedAt: accounts.createdAt }, asc(accounts.createdAt)),
  sessions: ownRows(
    sessions,
    {
      signedInAt: sessions.createdAt,
      lastUsedAt: sessions.updatedAt,
      expiresAt: sessions.expiresAt,
      ipAddress: sessions.ipAddress,
      userAgent: sessions.userAgent,
    },
    desc(sessions.createdAt),
  ),
  addresses: readAddresses,
  orders: readOrders,
  taxInvoices: readTaxInvoices,
  taxInvoiceRequests: readTaxInvoiceRequests,
  loyalty: readLoyalty,
  savedCards: ownRows(savedPaymentMethods, {
    brand: savedPaymentMethods.brand,
    last4: savedPaymentMethods.last4,
    expiry: savedPaymentMethods.expiry,
    isDefault: savedPaymentMethods.isDefault,
  }),
  assistantChat: ownRows(chatMessages, { role: chatMessages.role, message: chatMessages.message, at: chatMessages.createdAt }, asc(chatMessages.createdAt)),
  // Each time the member asked the chat for a person, and where it stands (decision 108).
  chatWithStaff: ownRows(
    chatHandovers,
    { status: chatHandovers.status, askedAt: chatHandovers.askedAt, staffReadAt: chatHandovers.staffReadAt },
    asc(chatHandovers.askedAt),
  ),
  // The cart the shop keeps for the member across devices (decision 109).
  cart: ownRows(memberCarts, {
    lines: memberCarts.lines,
    changedAt: memberCarts.changedAt,
    remindedAt: memberCarts.remindedAt,
    checkoutCode: memberCarts.checkoutCode,
  }),
  // Every yes and no the member gave (cart reminders, decision 109), oldest first.
  consents: ownRows(
    memberConsents,
    { topic: memberConsents.topic, granted: memberConsents.granted, at: memberConsents.createdAt },
    asc(memberConsents.createdAt),
  ),
  // LINE messages: the consent as it stands, its history, and the messages queued or sent (decision 111).
  lineMessages: ownRows(lineMessageConsents, {
    lineUserId: lineMessageConsents.lineUserId,
    consentedAt: lineMessageConsents.consentedAt,
    withdrawnAt: lineMessageConsents.withdrawnAt,
  }),
  lineConsentHistory: ownRows(lineConsentEvents, { event: lineConsentEvents.event, at: lineConsentEvents.createdAt }, asc(lineConsentEvents.createdAt)),
  lineMessagesSent: ownRows(
    lineOutbox,
    { text: lineOutbox.text, status: lineOutbox.status, queuedAt: lineOutbox.createdAt, sentAt: lineOutbox.sentAt },
    asc(lineOutbox.createdAt),
  ),
  backInStockAlerts: ownRows(
    backInStockRequests,
    {
      productId: backInStockRequests.productId,
      colorId: backInStockRequests.colorId,
      channel: backInStockRequests.channel,
      askedAt: backInStockRequests.createdAt,
      toldAt: backInStockRequests.toldAt,
      stoppedAt: backInStockRequests.stoppedAt,
    },
    asc(backInStockRequests.createdAt),
  ),
  contactMessages: readContactMessages,
  productReviews: ({ db, member, publicUrl }: Context) => memberReviewsForExport(db, member.id, publicUrl),
  afterSaleRequests: ({ db, member, publicUrl }: Context) => memberRequestsForExport(db, member.id, publicUrl),
  refunds: ({ db, member, publicUrl }: Context) => memberRefundsForExport(db, member.id, publicUrl),
  creditNotes: ({ db, member }: Context) => memberCreditNotesForExport(db, member.id),
  collectedCodes: readCollectedCodes,
  // What the shop's security log noted about the account: sign-ins, resets, password changes.
  securityEvents: ownRows(
    securityLog,
    { event: securityLog.event, at: securityLog.createdAt, ipAddress: securityLog.clientAddress, userAgent: securityLog.userAgent },
    asc(securityLog.createdAt),
  ),
} satisfies Record<string, (context: Context) => Promise<unknown>>;

export type MyDataFile = { fileName: string; json: string };

/** The member's data as a file named with today's date in Bangkok, or a 429 when asked for too often. */
export async function downloadMyData(db: ShopDatabase, userId: string, options: { publicUrl: string; now?: Date }): Promise<Outcome<MyDataFile>> {
  const verdict = await consumeRateLimit(db, `my-data:${userId}`, MY_DATA_DOWNLOAD_RATE_LIMIT);
  if (!verdict.allowed) {
    return refused(429, myDataTexts.downloadRateLimited(Math.ceil(verdict.retryAfterSeconds / 60)), undefined, {
      retryAfterSeconds: verdict.retryAfterSeconds,
    });
  }
  const now = options.now ?? new Date();
  const document = await collectMyData(db, userId, options.publicUrl, now);
  if (!document) return refused(401, accessTexts.signInRequired);
  return { ok: true, value: { fileName: `my-data-${bangkokDay(now)}.json`, json: JSON.stringify(document, null, 2) } };
}

/** Every section for one member, read in one repeatable-read snapshot so the sections agree with each other. */
export async function collectMyData(db: ShopDatabase, userId: string, publicUrl: string, now: Date) {
  return db.transaction(
    async (tx) => {
      const [member] = await tx
        .select({ id: users.id, email: users.email, createdAt: users.createdAt, deletedAt: users.deletedAt })
        .from(users)
        .where(eq(users.id, userId));
      if (!member || member.deletedAt) return null;
      const context: Context = { db: tx, member, publicUrl };
      const sections: Record<string, unknown> = {};
      for (const [name, read] of Object.entries(SECTIONS)) sections[name] = await read(context);
      return { shop: "Glossy & Velvet", exportedAt: now.toISOString(), ...sections };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/** "2026-11-27": the calendar day in Bangkok, for the file name (one formatter, domain/shared/dates.ts). */
export { bangkokDay };

async function readProfile({ db, member }: Context) {
  const [row] = await db
    .select({
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      accountCreatedAt: users.createdAt,
      displayName: profiles.displayName,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      phone: profiles.phone,
      avatarUrl: sql<string | null>`coalesce(${profiles.avatarUrl}, ${users.image})`,
      membershipTier: profiles.membershipTier,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, member.id));
  return row ?? null;
}

/** The profile's address, then the saved-addresses book (decision 069, the default first), each as the member wrote it. */
async function readAddresses({ db, member }: Context) {
  const book = await listSavedAddresses(db, member.id);
  return [...(await readProfileAddress(db, member)), ...book.map(({ id: _id, ...address }) => ({ source: "saved", ...address }))];
}

async function readProfileAddress(db: DatabaseOrTransaction, member: Member) {
  const [row] = await db
    .select({
      address: profiles.address,
      subDistrict: profiles.subDistrict,
      district: profiles.district,
      province: profiles.province,
      postalCode: profiles.postalCode,
      city: profiles.city,
    })
    .from(profiles)
    .where(eq(profiles.userId, member.id));
  if (!row || Object.values(row).every((value) => value === null || value === "")) return [];
  return [{ source: "profile", ...row }];
}

async function readOrders({ db, member, publicUrl }: Context) {
  const rows = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      placedAt: orders.createdAt,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      paymentMethod: orders.paymentMethod,
      subtotal: orders.subtotal,
      shippingFee: orders.shippingFee,
      discount: orders.discount,
      totalAmount: orders.totalAmount,
      shippingFirstName: orders.shippingFirstName,
      shippingLastName: orders.shippingLastName,
      shippingEmail: orders.shippingEmail,
      shippingPhone: orders.shippingPhone,
      shippingAddress: orders.shippingAddress,
      shippingCity: orders.shippingCity,
      shippingPostalCode: orders.shippingPostalCode,
      shippingCarrier: orders.shippingCarrier,
      trackingNumber: orders.trackingNumber,
      shippedAt: orders.shippedAt,
      deliveredAt: orders.deliveredAt,
      cancelReason: orders.cancelReason,
    })
    .from(orders)
    .where(eq(orders.userId, member.id))
    .orderBy(desc(orders.createdAt));
  if (rows.length === 0) return [];
  const orderIds = rows.map((row) => row.id);
  const items = await db
    .select({
      orderId: orderItems.orderId,
      productName: orderItems.productName,
      colorName: orderItems.colorName,
      unitPrice: orderItems.unitPrice,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds));
  const promotionsUsed = await db
    .select({
      orderId: orderPromotions.orderId,
      title: orderPromotions.title,
      code: orderPromotions.code,
      discount: orderPromotions.discount,
      shippingDiscount: orderPromotions.shippingDiscount,
      giftName: orderPromotions.giftName,
      giftQuantity: orderPromotions.giftQuantity,
      returnedAt: orderPromotions.returnedAt,
    })
    .from(orderPromotions)
    .where(and(eq(orderPromotions.userId, member.id), inArray(orderPromotions.orderId, orderIds)));
  // The member's own payments of their own orders; staff notes and who verified stay with the shop.
  const paid = await db
    .select({
      id: payments.id,
      orderId: payments.orderId,
      method: payments.paymentMethod,
      amount: payments.amount,
      status: payments.status,
      reference: payments.reference,
      bankName: payments.bankName,
      accountNumber: payments.accountNumber,
      transferDate: payments.transferDate,
      slipTransactionRef: payments.slipTransactionRef,
      proofFile: payments.proofFile,
      sentAt: payments.createdAt,
      verifiedAt: payments.verifiedAt,
    })
    .from(payments)
    .where(and(eq(payments.userId, member.id), inArray(payments.orderId, orderIds)))
    .orderBy(asc(payments.createdAt));

  return rows.map(({ id, subtotal, shippingFee, discount, totalAmount, ...order }) => ({
    ...order,
    subtotalBaht: baht(subtotal),
    shippingFeeBaht: baht(shippingFee),
    discountBaht: baht(discount),
    totalBaht: baht(totalAmount),
    items: items.filter((item) => item.orderId === id).map(({ orderId: _orderId, unitPrice, ...item }) => ({ ...item, unitPriceBaht: baht(unitPrice) })),
    promotions: promotionsUsed
      .filter((promotion) => promotion.orderId === id)
      .map(({ orderId: _orderId, discount: promotionDiscount, shippingDiscount, ...promotion }) => ({
        ...promotion,
        discountBaht: baht(promotionDiscount),
        shippingDiscountBaht: baht(shippingDiscount),
      })),
    payments: paid
      .filter((payment) => payment.orderId === id)
      .map(({ id: paymentId, orderId: _orderId, amount, proofFile, ...payment }) => ({
        ...payment,
        amountBaht: baht(amount),
        // Opens for the signed-in member only (decision 026).
        slipUrl: proofFile ? `${publicUrl}/payment-proofs/${paymentId}` : null,
      })),
  }));
}

/**
 * The full tax invoices issued on the member's orders (decision 079), as issued: number, date,
 * the buyer's particulars they gave, the seller's, the lines and the amounts with VAT apart.
 */
async function readTaxInvoices({ db, member }: Context) {
  const rows = await rowsOnMemberOrders(
    db,
    member.id,
    taxInvoices,
    {
      invoiceNumber: taxInvoices.invoiceNumber,
      issuedAt: taxInvoices.issuedAt,
      orderNumber: taxInvoices.orderNumber,
      buyer: taxInvoices.buyer,
      seller: taxInvoices.seller,
      lines: taxInvoices.lines,
      totalAmount: taxInvoices.totalAmount,
      valueBeforeVat: taxInvoices.valueBeforeVat,
      vatAmount: taxInvoices.vatAmount,
      vatRate: taxInvoices.vatRate,
    },
    asc(taxInvoices.issuedAt),
  );
  return rows.map(({ lines, totalAmount, valueBeforeVat, vatAmount, ...invoice }) => ({
    ...invoice,
    lines: linesInBaht(lines),
    totalBaht: baht(totalAmount),
    valueBeforeVatBaht: baht(valueBeforeVat),
    vatBaht: baht(vatAmount),
  }));
}

/** The buyer's particulars the member gave for an invoice not issued yet (the order not paid yet). */
async function readTaxInvoiceRequests({ db, member }: Context) {
  return rowsOnMemberOrders(
    db,
    member.id,
    taxInvoiceRequests,
    {
      orderNumber: orders.orderNumber,
      buyerName: taxInvoiceRequests.buyerName,
      buyerAddress: taxInvoiceRequests.buyerAddress,
      buyerTaxId: taxInvoiceRequests.buyerTaxId,
      buyerBranchCode: taxInvoiceRequests.buyerBranchCode,
      requestedAt: taxInvoiceRequests.createdAt,
    },
    asc(taxInvoiceRequests.createdAt),
  );
}

async function readLoyalty({ db, member }: Context) {
  const [balance] = await db.select({ points: profiles.loyaltyPoints, tier: profiles.membershipTier }).from(profiles).where(eq(profiles.userId, member.id));
  const ledger = await db
    .select({
      points: loyaltyLedger.points,
      reason: loyaltyLedger.reason,
      note: loyaltyLedger.note,
      orderNumber: orders.orderNumber,
      at: loyaltyLedger.createdAt,
    })
    .from(loyaltyLedger)
    .leftJoin(orders, eq(orders.id, loyaltyLedger.orderId))
    .where(eq(loyaltyLedger.userId, member.id))
    .orderBy(asc(loyaltyLedger.createdAt));
  return { balance: balance?.points ?? 0, tier: balance?.tier ?? "standard", ledger };
}

/** Promotion codes the member collected to use at a later checkout. */
async function readCollectedCodes({ db, member }: Context) {
  return db
    .select({ title: promotions.title, code: promotions.code, collectedAt: collectedCodes.collectedAt })
    .from(collectedCodes)
    .innerJoin(promotions, eq(promotions.id, collectedCodes.promotionId))
    .where(eq(collectedCodes.userId, member.id))
    .orderBy(asc(collectedCodes.collectedAt));
}

/** Contact-form messages sent with the member's e-mail while the account existed (see `ownContactMessages`). */
async function readContactMessages({ db, member }: Context) {
  return db
    .select({
      name: contactMessages.name,
      email: contactMessages.email,
      subject: contactMessages.subject,
      message: contactMessages.message,
      sentAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .where(ownContactMessages(member))
    .orderBy(asc(contactMessages.createdAt));
}

/**
 * The contact form has no account link, and e-mail addresses are not verified at sign-up: a
 * message sent with this e-mail before the account existed may be a stranger's (someone could
 * sign up with another person's address to read them). Only messages since the account's
 * creation, when the address was already this account's, count as the member's own.
 */
export function ownContactMessages(member: Member) {
  return and(sql`lower(${contactMessages.email}) = lower(${member.email})`, gte(contactMessages.createdAt, member.createdAt));
}
