import { Banknote, Building2, CreditCard, Download, QrCode, Truck, type LucideIcon } from "lucide-react";
import { formatBaht } from "../../../domain/shared/money";
import { paymentTexts } from "../../../domain/payments/payment-texts";
import { parsePromptPayId } from "../../../domain/payments/promptpay";
import type { PaymentInstructions } from "../../../domain/payments/payment-confirmation";
import { CopyButton } from "../../ui/copy-button";

const m = paymentTexts;

/** The digits a banking app's transfer form takes: the shop writes its numbers with dashes. */
const digitsOf = (text: string) => text.replace(/\D/g, "");

/** The QR as a picture to save (server-drawn: server/shop/payments/promptpay-picture.ts). */
export const promptPayPictureUrl = (orderNumber: string) => `/orders/${encodeURIComponent(orderNumber)}/promptpay.png`;

/** The ways to pay with nothing to show but what happens next: its icon, title and one line. */
const NEXT_STEPS: Record<"cod" | "creditCard" | "unconfigured", { icon: LucideIcon; title: string; text: string }> = {
  cod: { icon: Truck, title: m.codTitle, text: m.codNextSteps },
  creditCard: { icon: CreditCard, title: m.nextSteps, text: m.cardPending },
  unconfigured: { icon: Banknote, title: m.nextSteps, text: m.unconfigured },
};

/**
 * How to pay this order: the PromptPay QR for the exact amount (with "บันทึก QR" to keep it as a
 * picture), the numbers to copy, the bank account, or what happens next.
 */
export function PaymentInstructionsCard({ instructions, orderNumber }: { instructions: PaymentInstructions; orderNumber: string }) {
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
            {/* A plain download link: works without scripts, and the picture is what banking apps scan from the photo library. */}
            <a
              href={promptPayPictureUrl(orderNumber)}
              download={m.qrPictureFileName(orderNumber)}
              className="inline-flex items-center gap-2 rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-700"
            >
              <Download className="size-5" aria-hidden />
              {m.saveQr}
            </a>
            <p className="text-xs text-gray-600">{m.saveQrHint}</p>
            <dl className="space-y-2 text-sm">
              <Row
                label={m.promptPayNumber}
                value={instructions.promptPay.id}
                copy={{ text: parsePromptPayId(instructions.promptPay.id)?.digits ?? instructions.promptPay.id, what: m.promptPayNumber }}
              />
              <Row
                label={m.accountName}
                value={instructions.promptPay.accountName}
                copy={{ text: instructions.promptPay.accountName, what: m.promptPayAccountName }}
              />
            </dl>
          </div>
        </Card>
      );
    case "bankTransfer":
      return (
        <Card icon={<Building2 className="size-5" aria-hidden />} title={m.bankTransferTitle}>
          <p className="mb-3 text-sm text-gray-700">{m.transferExactly(amount)}</p>
          <dl className="space-y-2 text-sm">
            <Row label={m.bankName} value={instructions.bankAccount.bankName} />
            <Row
              label={m.accountName}
              value={instructions.bankAccount.accountName}
              copy={{ text: instructions.bankAccount.accountName, what: m.accountName }}
            />
            <Row
              label={m.accountNumber}
              value={instructions.bankAccount.accountNumber}
              copy={{ text: digitsOf(instructions.bankAccount.accountNumber), what: m.accountNumber }}
            />
            <Row label={m.total} value={amount} />
          </dl>
        </Card>
      );
    default: {
      const next = NEXT_STEPS[instructions.kind];
      return (
        <Card icon={<next.icon className="size-5" aria-hidden />} title={next.title}>
          <p className="text-sm text-gray-700">{next.text}</p>
        </Card>
      );
    }
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

function Row({ label, value, copy }: { label: string; value: string; copy?: { text: string; what: string } }) {
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <dt className="text-gray-500">{label}</dt>
      {/* Selectable text first: without scripts (or a clipboard) the shopper copies it by hand. */}
      <dd className="select-all font-medium text-gray-900">{value}</dd>
      {copy ? (
        <dd>
          <CopyButton text={copy.text} what={copy.what} />
        </dd>
      ) : null}
    </div>
  );
}
