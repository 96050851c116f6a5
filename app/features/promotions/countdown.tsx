import { countdownParts } from "../../../domain/promotions/flash-sale";
import { promotionTexts } from "./texts";

const m = promotionTexts;

const UNITS = [
  { key: "days", label: m.days },
  { key: "hours", label: m.hours },
  { key: "minutes", label: m.minutes },
  { key: "seconds", label: m.seconds },
] as const;

/** Time left until `endTime` at `now` as days, hours, minutes and seconds; 'Expired' after the end. */
export function Countdown({ endTime, now }: { endTime: string; now: number }) {
  const parts = countdownParts(new Date(endTime), new Date(now));
  if (parts.expired) {
    return (
      <p className="rounded-lg bg-gray-100 px-3 py-2 text-center text-sm font-semibold text-gray-600" data-countdown>
        {m.expired}
      </p>
    );
  }
  return (
    <div data-countdown>
      <p className="mb-1 text-xs font-medium text-gray-600">{m.endsIn}</p>
      {/* Not a live region: re-reading it every second would drown out everything else. */}
      <dl className="grid grid-cols-4 gap-1.5 text-center">
        {UNITS.map((unit) => (
          <div key={unit.key} className="flex flex-col-reverse rounded-lg bg-ink px-1 py-1.5 text-white">
            <dt className="mt-1 text-[11px] leading-none text-white/80">{unit.label}</dt>
            <dd className="text-lg font-bold tabular-nums leading-none">{String(parts[unit.key]).padStart(2, "0")}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
