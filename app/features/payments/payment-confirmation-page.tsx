import { ButtonLink } from "../../ui/button-link";
import { CheckCircle2, Clock, Home, ShoppingBag, XCircle } from "lucide-react";
import { Link } from "react-router";
import { formatBaht } from "../../../domain/shared/money";
import { cartTexts } from "../../../domain/orders/cart-texts";
import { checkoutTexts } from "../../../domain/orders/checkout-texts";
import { orderTexts } from "../../../domain/orders/order-texts";
import { confirmationTitleFor, paymentTexts } from "../../../domain/payments/payment-texts";
import { PAYMENT_METHOD_LABELS } from "../../../domain/orders/order-status";
import type { PaymentConfirmation } from "../../../domain/payments/payment-confirmation";
import { PaymentInstructionsCard } from "./payment-instructions";
import { PaymentDeadlineNotice } from "./payment-deadline-notice";
import type { FormReply } from "../../../domain/shared/form-contract";
import { ProofUploadForm } from "./proof-upload-form";

const m = paymentTexts;

export function PaymentConfirmationPage({ page, result }: { page: PaymentConfirmation; result: FormReply | null }) {
  const orderPage = `/orders/${page.orderNumber}`;
  if (result?.ok) return <ProofSent orderPage={orderPage} verified={Boolean(result.message)} />;
  return (
    <div className="mx-auto w-full max-w-3xl flex-1 space-y-6 px-4 py-8">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold">{confirmationTitleFor(page.paymentMethod)}</h1>
        <p className="text-gray-600">
          {orderTexts.orderNumber} <span className="font-mono font-semibold text-gray-900">{page.orderNumber}</span>
        </p>
      </header>
      {page.paymentDeadline ? <PaymentDeadlineNotice deadline={page.paymentDeadline} renderedAt={page.renderedAt} /> : null}
      <OrderSummary page={page} />
      {page.instructions ? <PaymentInstructionsCard instructions={page.instructions} orderNumber={page.orderNumber} /> : null}
      <NextStep page={page} result={result} />
      {page.proofUrl ? (
        <p className="text-center text-sm">
          {/* A file, not a page of the app: a plain link, opened by the browser itself. */}
          <a href={page.proofUrl} target="_blank" rel="noopener" className="font-medium text-brand-700 underline">
            {m.viewProof}
          </a>
        </p>
      ) : null}
      <p className="text-center text-sm">
        <Link to={orderPage} className="font-medium text-brand-700 underline">
          {m.viewOrder}
        </Link>
      </p>
    </div>
  );
}

function NextStep({ page, result }: { page: PaymentConfirmation; result: FormReply | null }) {
  switch (page.stage) {
    case "awaiting-proof":
      return page.viewerIsOwner ? <ProofUploadForm result={result} /> : <Notice tone="info" text={m.adminViewing} />;
    case "proof-pending":
      return <Notice tone="info" text={`${m.proofPending} — ${m.proofReviewHint}`} />;
    case "paid":
      return <Notice tone="done" text={m.alreadyPaid} />;
    case "cancelled":
      return <Notice tone="stop" text={m.orderCancelled} />;
    case "no-proof":
      return null;
  }
}

function OrderSummary({ page }: { page: PaymentConfirmation }) {
  const promotionDiscounts = page.promotions.filter((promotion) => promotion.discount > 0);
  const pointsDiscount = page.discount - promotionDiscounts.reduce((sum, promotion) => sum + promotion.discount, 0);
  return (
    <section className="rounded-2xl border border-brand-100 bg-white p-5 shadow-sm" aria-labelledby="order-summary">
      <h2 id="order-summary" className="mb-3 text-lg font-semibold text-brand-700">
        {m.orderSummary}
      </h2>
      <ul className="divide-y divide-brand-50">
        {page.items.map((item, index) => (
          <li key={index} className="flex justify-between gap-4 py-2 text-sm">
            <span>
              <span className="font-medium">{item.productName}</span>
              {item.colorName ? <span className="text-gray-500"> · {item.colorName}</span> : null}
              <span className="block text-gray-500">{m.quantity(item.quantity)}</span>
            </span>
            <span className="shrink-0 font-medium">{formatBaht(item.unitPrice * item.quantity)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-3 space-y-1 border-t border-brand-100 pt-3 text-sm">
        <Amount label={cartTexts.subtotal} value={formatBaht(page.subtotal)} />
        {promotionDiscounts.map((promotion) => (
          <Amount
            key={promotion.title}
            label={promotion.code ? `${promotion.title} (${promotion.code})` : promotion.title}
            value={`−${formatBaht(promotion.discount)}`}
          />
        ))}
        <Amount label={cartTexts.shipping} value={page.shippingFee === 0 ? cartTexts.freeShipping : formatBaht(page.shippingFee)} />
        {pointsDiscount > 0 ? <Amount label={checkoutTexts.discount} value={`−${formatBaht(pointsDiscount)}`} /> : null}
        <Amount label={m.total} value={formatBaht(page.totalAmount)} strong />
        <Amount label={checkoutTexts.paymentSection} value={PAYMENT_METHOD_LABELS[page.paymentMethod]} />
      </dl>
    </section>
  );
}

function Amount({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? "text-base font-bold text-brand-700" : ""}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function Notice({ tone, text }: { tone: "info" | "done" | "stop"; text: string }) {
  const Icon = tone === "done" ? CheckCircle2 : tone === "stop" ? XCircle : Clock;
  const colours = tone === "stop" ? "bg-red-50 text-red-800" : tone === "done" ? "bg-green-50 text-green-800" : "bg-brand-50 text-brand-800";
  return (
    <p role="status" className={`flex items-start gap-2 rounded-2xl p-4 ${colours}`}>
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden />
      {text}
    </p>
  );
}

/** The success view after an upload: what happens next, home and products. */
/** After the upload: waiting for staff, or — the slip provider confirmed it — paid already. */
function ProofSent({ orderPage, verified }: { orderPage: string; verified: boolean }) {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center gap-4 px-4 py-16 text-center">
      <CheckCircle2 className="size-16 text-green-600" aria-hidden />
      <h1 className="text-2xl font-bold">{verified ? m.slipVerifiedTitle : m.proofSubmitted}</h1>
      <p className="text-gray-600">{verified ? m.slipVerifiedHint : m.proofReviewHint}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <ButtonLink to="/" label={m.backHome} icon={Home} className="py-3" />
        <ButtonLink to="/products" label={m.continueShopping} icon={ShoppingBag} tone="secondary" className="py-3" />
      </div>
      <Link to={orderPage} className="text-sm font-medium text-brand-700 underline">
        {m.viewOrder}
      </Link>
    </div>
  );
}
