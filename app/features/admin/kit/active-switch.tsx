import { Form, useLocation, useNavigation } from "react-router";
import { adminScreenTexts } from "../../../../domain/admin/admin-screen-texts";

const s = adminScreenTexts;

/**
 * The spec's active switch on a list row: a one-button form posting `intent=switch-active`,
 * the row's `id` and the state it asks for (`active`), to the screen's own action, which
 * answers through `switchActive` and goes back to the list with a toast. It works without
 * scripts; with them the switch shows the asked-for state while the post is on its way.
 */
export function ActiveSwitch({
  id,
  active,
  name,
  intent = "switch-active",
}: {
  id: string;
  active: boolean;
  name: string;
  /** A screen whose tabs each have switches names its own (`flash-sale.switch`), so one action tells them apart. */
  intent?: string;
}) {
  const location = useLocation();
  const navigation = useNavigation();
  const pending = navigation.formData?.get("intent") === intent && navigation.formData.get("id") === id;
  const shown = pending ? navigation.formData?.get("active") === "true" : active;
  return (
    <Form method="post" action={location.pathname + location.search} preventScrollReset noValidate className="inline-flex">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="active" value={String(!active)} />
      <button
        type="submit"
        role="switch"
        aria-checked={shown}
        aria-label={active ? s.switchOff(name) : s.switchOn(name)}
        disabled={pending}
        className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400 ${shown ? "bg-brand-600" : "bg-gray-300"}`}
      >
        <span aria-hidden className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${shown ? "translate-x-5" : "translate-x-0.5"}`} />
      </button>
    </Form>
  );
}
