import { Printer } from "lucide-react";
import { orderPageTexts } from "./texts";

/** Opens the browser's print dialog; hidden on the printed page itself. */
export function PrintButton() {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="inline-flex items-center gap-2 rounded-full bg-brand-500 px-5 py-2 text-sm font-semibold text-white shadow hover:bg-brand-600 print:hidden"
    >
      <Printer className="size-4" aria-hidden />
      {orderPageTexts.print}
    </button>
  );
}
