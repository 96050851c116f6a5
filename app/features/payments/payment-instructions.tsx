import { Banknote, Building2, CreditCard, QrCode, Truck } from "lucide-react";
import { formatBaht } from "../../../domain/money";
import { paymentTexts } from "../../../domain/payment-texts";
import type { PaymentInstructions } from "../../../domain/payment-confirmation";

const m = paymentTexts;

/** How to pay this order: the PromptPay QR for the exact amount, the bank account, or what happens next. */
export function PaymentInstructionsCard({ instructions }: { instructions: PaymentInstructions }) {
  const amount = formatBaht(instructions.amount);
  switch (instructions.kind) {
    case "promptpay":
      return (
        <Card icon={<QrCode className="size-5" aria-hidden />} title={m.promptPayTitle}>
          <div className="flex flex-col items-center gap-3 text-center">
            {/* Drawn on the server by `qrcode` from the shop's own payload: no user text inside. */}
            <div
              role="img"
              aria-label={m.promptPayQrLabel(amount)}
              data-testid="promptpay-qr"
              className="w-60 max-w-full rounded-xl border border-brand-100 bg-white p-2 [&_svg]:h-auto [&_svg]:w-full"
              dangerouslySetInnerHTML={{ __html: instructions.qrSvg }}
            />
            <p className="text-2xl font-bold text-brand-700">{amount}</p>
            <p className="text-sm text-gray-600">{m.promptPayHint}</p>
            <dl className="text-sm">
              <Row label={m.accountName} value={instructions.promptPay.accountName} />
            </dl>
          </div>
        </Card>
      );
    case "bankTransfer":
      return (
        <Card icon={<Building2 className="size-5" aria-hidden />} title={m.bankTransferTitle}>
          <p className="mb-3 text-sm text-gray-700">{m.transferExactly(amount)}</p>
          <dl className="space-y-1 text-sm">
            <Row label={m.bankName} value={instructions.bankAccount.bankName} />
            <Row label={m.accountName} value={instructions.bankAccount.accountName} />
            <Row label={m.accountNumber} value={instructions.bankAccount.accountNumber} />
            <Row label={m.total} value={amount} />
          </dl>
        </Card>
      );
    case "cod":
      return (
        <Card icon={<Truck className="size-5" aria-hidden />} title={m.codTitle}>
          <p className="text-sm text-gray-700">{m.codNextSteps}</p>
        </Card>
      );
    case "creditCard":
      return (
        <Card icon={<CreditCard className="size-5" aria-hidden />} title={paymentTexts.nextSteps}>
          <p className="text-sm text-gray-700">{m.cardPending}</p>
        </Card>
      );
    case "unconfigured":
      return (
        <Card icon={<Banknote className="size-5" aria-hidden />} title={paymentTexts.nextSteps}>
          <p className="text-sm text-gray-700">{m.unconfigured}</p>
        </Card>
      );
  }
}

function Card({ icon, title, children }: { icon: React.ReactNode; title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-2xl border border-brand-100 bg-white p-5 shadow-sm">
      <h2 className="mb-4 flex items-center gap-2 text-lg font-semibold text-brand-700">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="text-gray-500">{label}</dt>
      <dd className="font-medium text-gray-900">{value}</dd>
    </div>
  );
}
