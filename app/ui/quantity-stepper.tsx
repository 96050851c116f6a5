import { Minus, Plus } from "lucide-react";

export type QuantityStepperProps = {
  value: number;
  onChange: (quantity: number) => void;
  min: number;
  max: number;
  /** Names the group for screen readers, e.g. "จำนวน ลิปกลอส…". */
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  disabled?: boolean;
  size?: "md" | "sm";
};

/** − value + ; each button is disabled at its limit so the value never leaves min…max. */
export function QuantityStepper({ value, onChange, min, max, label, decreaseLabel, increaseLabel, disabled = false, size = "md" }: QuantityStepperProps) {
  const button = size === "md" ? "size-11" : "size-9";
  const icon = size === "md" ? "size-5" : "size-4";
  return (
    <div role="group" aria-label={label} className="inline-flex items-center rounded-full border border-brand-200 bg-white">
      <button
        type="button"
        aria-label={decreaseLabel}
        disabled={disabled || value <= min}
        onClick={() => onChange(value - 1)}
        className={`${button} flex items-center justify-center rounded-full text-ink transition hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-40`}
      >
        <Minus className={icon} aria-hidden />
      </button>
      <output aria-live="polite" className="min-w-10 text-center font-semibold tabular-nums" data-testid="quantity">
        {value}
      </output>
      <button
        type="button"
        aria-label={increaseLabel}
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
        className={`${button} flex items-center justify-center rounded-full text-ink transition hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-40`}
      >
        <Plus className={icon} aria-hidden />
      </button>
    </div>
  );
}
