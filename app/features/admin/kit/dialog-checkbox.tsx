import { useId } from "react";
import type { AdminFormReply } from "../../../../domain/admin-forms";

/**
 * A yes/no field of a dialog form (a new FAQ's "show on the website"): a plain checkbox, sent
 * as "on" when ticked and not at all otherwise, which is how the schemas in `domain/` read it.
 * After a refusal it shows what was sent (a ticked box comes back in `reply.values`).
 */
export function DialogCheckbox({ name, label, reply, defaultChecked }: { name: string; label: string; reply: AdminFormReply | undefined; defaultChecked: boolean }) {
  const id = useId();
  const checked = reply?.values ? reply.values[name] !== undefined : defaultChecked;
  return (
    <div className="flex items-center gap-2">
      <input id={id} type="checkbox" name={name} defaultChecked={checked} className="size-5 rounded border-gray-300 accent-brand-600" />
      <label htmlFor={id} className="text-sm font-medium text-gray-700">
        {label}
      </label>
    </div>
  );
}
