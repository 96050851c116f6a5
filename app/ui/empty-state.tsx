import type { LucideIcon } from "lucide-react";
import { ButtonLink } from "./button-link";

/** What a list says when it has nothing to show (an empty cart, no orders yet, no sale running), and where to go instead. */
export function EmptyState({ icon: Icon, message, action }: { icon?: LucideIcon; message: string; action: { to: string; label: string } }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-3xl bg-brand-50 px-6 py-12 text-center">
      {Icon ? <Icon className="size-10 text-brand-400" aria-hidden /> : null}
      <p className="text-lg font-semibold text-ink">{message}</p>
      <ButtonLink to={action.to} label={action.label} tone="strong" />
    </div>
  );
}
