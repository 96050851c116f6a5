import { useId } from "react";
import type { FormReply } from "../../../../domain/shared/form-contract";

/**
 * A yes/no field of a dialog form (an "active" box): sent as `on` when ticked, absent when not,
 * which the screen's schema reads as true/false. After a refusal it shows what was sent.
 */
export function DialogCheckbox({ name, label, reply, defaultChecked }: { name: string; label: string; reply: FormReply | undefined; defaultChecked: boolean }) {
  const id = useId();
  // A refused form comes back with what it sent: a box left unticked sent nothing.
  const checked = reply && !reply.ok && reply.values ? reply.values[name] === "on" : defaultChecked;
  return (
    <div className="flex items-center gap-2">
      <input id={id} type="checkbox" name={name} defaultChecked={checked} className="size-5 rounded border-gray-300 accent-brand-600" />
      <label htmlFor={id} className="text-sm font-medium text-gray-700">
        {label}
      </label>
    </div>
  );
}
