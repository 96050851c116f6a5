import type { ReactNode } from "react";
import { Link } from "react-router";
import { PrintButton } from "./print-button";

const PAGE = "space-y-6 rounded-2xl border border-gray-200 bg-white p-6 text-sm sm:p-10 print:rounded-none print:border-0 print:p-0";

/**
 * A printed document's page (the receipt, the tax invoice, the packing slip): the way back and
 * the print button above it, hidden when printed, then the document, A4-friendly. `arrow` is
 * the back link's icon: the back office draws its own (`BackArrow`), so that no icon module is
 * shared between storefront and back-office chunks.
 */
export function PrintedDocument({
  back,
  actions,
  className = "",
  children,
}: {
  back: { href: string; label: string; arrow: ReactNode };
  /** More buttons beside the print button. */
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 print:max-w-none print:p-0">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to={back.href} className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline">
          {back.arrow}
          {back.label}
        </Link>
        {actions ? (
          <div className="flex flex-wrap items-center gap-3">
            {actions}
            <PrintButton />
          </div>
        ) : (
          <PrintButton />
        )}
      </div>
      <article className={className ? `${className} ${PAGE}` : PAGE}>{children}</article>
    </div>
  );
}

/** One particular in a document's heading: its label, its value, and the value's look (a number in monospace). */
export type DocumentFact = readonly [label: string, value: ReactNode, valueClassName?: string];

/** A document's particulars (its number, its dates, …), each "label value" on a line of its own; a `null` is left out. */
export function DocumentFacts({ className, facts }: { className: string; facts: readonly (DocumentFact | null)[] }) {
  return (
    <dl className={className}>
      {facts.map((fact) =>
        fact ? (
          <div key={fact[0]}>
            <dt className="inline text-gray-500">{fact[0]} </dt>
            <dd className={fact[2] ? `inline ${fact[2]}` : "inline"}>{fact[1]}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}
