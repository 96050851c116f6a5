/**
 * Taps made before React has taken over the page, kept and carried out once it has (decision
 * 021; the technique Angular calls event replay). Pages paint first and hydrate later
 * (decision 015), so on a slow phone a shopper sees "เพิ่มลงตะกร้า", the menu or the account
 * button up to a second or more before React listens to them.
 *
 * Inlined as source by `deferred-hydration.ts` into the loader script at the end of the page:
 * only what it is given, no closures. It listens on `window` in the capture phase, ahead of
 * everything else, for trusted events on controls that only work with scripts:
 *
 * - `pointerdown`, `click` and activation keys on a `<button>` (or `role="button"`/`"tab"`) that
 *   does nothing by itself: not a submit or reset button of a form that posts, so plain forms
 *   keep posting natively (sign-in, contact), and links are never touched (they navigate);
 * - `submit` of a form with `method="dialog"`, which only script handles;
 * - picks on radios and checkboxes (the product's shade): the box shows the pick natively, but
 *   React's state still has the server's, so the pick is told to React once it has taken over.
 *
 * Such an event is stopped before anything else sees it (a button's click also loses its default) and
 * queued, until the document is marked hydrated (`<html data-hydrated>`, set by `Layout` once
 * React has committed) *and* the control itself belongs to React: a control inside a
 * Suspense boundary that still waits for its code (the lazily loaded account menu) is
 * hydrated later than the page, and React drops a click on it meanwhile. Then each event is
 * dispatched again on the same control, exactly once and in the order they came, each tap in a
 * task of its own (so React has rendered the shade picked before "เพิ่มลงตะกร้า" runs): a tap
 * replays as `pointerdown` (Radix menus open on it) followed by `click` (everything else acts on it);
 * a press whose pointer was cancelled (a scroll) is dropped. React only replays events that
 * reach it after `hydrateRoot` — the gap before the scripts arrive is what this covers, and
 * because events are stopped until they are replayed, React never sees one twice.
 *
 * A tap whose control leaves the page before it is React's (React replaced it, the shopper went
 * elsewhere) is dropped. Until then it waits, checked every `pollMs`, however long its code takes:
 * a give-up clock (once 10 s after hydration) only measured how slow the phone or the line was,
 * and a busy phone lost the account-menu tap it had kept (decision 062). Every connected control
 * in the page is React's sooner or later, as the whole document is hydrated.
 */
export function replayEarlyTaps(hydratedAttribute: string, pollMs: number) {
  /** Events to dispatch again on `control`, or (for a radio or checkbox) the state to restore. */
  type Tap = { control: Element; events: Event[]; submitter?: HTMLElement | null; checked?: boolean };
  const root = document.documentElement;
  const queue: Tap[] = [];
  let press: { control: Element; event: Event } | undefined;
  let drainScheduled = false;
  // Events dispatched by `replay` itself (a form's submit after requestSubmit counts as trusted).
  let replaying = false;
  const activationKeys = ["Enter", " ", "ArrowDown", "ArrowUp"];

  // React keeps each DOM node's fiber under an own property named `__reactFiber$<id>`, set
  // when the node is created or hydrated; a server-rendered node without one is not React's yet.
  const ownedByReact = (element: Element) => Object.keys(element).some((key) => key.startsWith("__reactFiber$"));
  const hydrated = () => root.hasAttribute(hydratedAttribute);
  const mustWait = (control: Element) => !replaying && (!hydrated() || !ownedByReact(control) || queue.length > 0);

  const scheduleDrain = (delayMs: number) => {
    if (drainScheduled) return;
    drainScheduled = true;
    setTimeout(() => {
      drainScheduled = false;
      drain();
    }, delayMs);
  };
  const enqueue = (tap: Tap) => {
    queue.push(tap);
    // Held after hydration (a control still waiting for its code): nothing else drains it.
    if (hydrated()) scheduleDrain(0);
  };

  /** The control that needs scripts under the event's target, if any. */
  const scriptedControl = (target: EventTarget | null): Element | null => {
    if (!(target instanceof Element)) return null;
    const control = target.closest('button, [role="button"], [role="tab"]');
    if (!control || control.closest("a[href]")) return null;
    if (control instanceof HTMLButtonElement) {
      if (control.disabled) return null;
      const posts = control.form !== null && control.form.method !== "dialog";
      if (posts && (control.type === "submit" || control.type === "reset")) return null;
    }
    return control;
  };
  const isChoice = (target: EventTarget | null): target is HTMLInputElement =>
    target instanceof HTMLInputElement && (target.type === "radio" || target.type === "checkbox");

  const hold = (event: Event) => {
    event.stopImmediatePropagation();
    if (event.type === "click" || event.type === "submit") event.preventDefault();
  };

  const onPointerDown = (event: Event) => {
    press = undefined;
    const control = event.isTrusted ? scriptedControl(event.target) : null;
    if (!control || !mustWait(control)) return;
    hold(event);
    press = { control, event };
  };
  const onClick = (event: Event) => {
    if (!event.isTrusted) return;
    if (isChoice(event.target)) {
      if (!mustWait(event.target)) return;
      // Not prevented: the box shows the pick at once. Kept from React, like every held event.
      event.stopImmediatePropagation();
      enqueue({ control: event.target, events: [], checked: event.target.checked });
      return;
    }
    const control = scriptedControl(event.target);
    const pressed = press;
    press = undefined;
    if (!control) return;
    // A press that was held is completed by its click, whatever happened since.
    const heldPress = pressed && pressed.control === control && !replaying ? pressed.event : undefined;
    if (!heldPress && !mustWait(control)) return;
    hold(event);
    enqueue({ control, events: heldPress ? [heldPress, event] : [event] });
  };
  const onKeyDown = (event: Event) => {
    if (!event.isTrusted || !activationKeys.includes((event as KeyboardEvent).key)) return;
    const control = scriptedControl(event.target);
    if (!control || !mustWait(control)) return;
    // Not prevented: Enter and Space still click the control natively, and that click is held too.
    hold(event);
    enqueue({ control, events: [event] });
  };
  const onSubmit = (event: Event) => {
    const form = event.target;
    if (!event.isTrusted || !(form instanceof HTMLFormElement) || form.method !== "dialog" || !mustWait(form)) return;
    hold(event);
    enqueue({ control: form, events: [event], submitter: (event as SubmitEvent).submitter });
  };
  const listeners: Array<[string, (event: Event) => void]> = [
    ["pointerdown", onPointerDown],
    ["pointercancel", () => (press = undefined)],
    ["click", onClick],
    ["keydown", onKeyDown],
    ["submit", onSubmit],
  ];
  for (const [type, listener] of listeners) addEventListener(type, listener, { capture: true });

  const replay = (tap: Tap) => {
    const { control } = tap;
    if (tap.checked !== undefined) {
      // React learns of a pick from a click that changed the box (it tracks what it last saw),
      // and after hydration its state still has the server's pick: so the box is set the other
      // way through its property, which React's tracker notes, and clicked to the shopper's choice.
      if (!(control instanceof HTMLInputElement)) return;
      if (control.checked === tap.checked) control.checked = !tap.checked;
      control.click();
      return;
    }
    for (const event of tap.events) {
      if (event.type === "pointerdown") {
        const pointer = event as PointerEvent;
        control.dispatchEvent(
          new PointerEvent("pointerdown", {
            bubbles: true,
            cancelable: true,
            composed: true,
            pointerId: pointer.pointerId,
            pointerType: pointer.pointerType,
            isPrimary: pointer.isPrimary,
            button: pointer.button,
            buttons: pointer.buttons,
            clientX: pointer.clientX,
            clientY: pointer.clientY,
          }),
        );
      } else if (event.type === "click") {
        (control as HTMLElement).click();
      } else if (event.type === "keydown") {
        const key = event as KeyboardEvent;
        control.dispatchEvent(new KeyboardEvent("keydown", { bubbles: true, cancelable: true, composed: true, key: key.key, code: key.code }));
      } else if (control instanceof HTMLFormElement) {
        control.requestSubmit(tap.submitter ?? undefined);
      }
    }
  };

  /** Replays the first tap once its control is React's, then the next in a later task. */
  function drain() {
    const tap = queue[0];
    if (!tap) return;
    if (tap.control.isConnected && !ownedByReact(tap.control)) return scheduleDrain(pollMs);
    queue.shift();
    if (tap.control.isConnected) {
      replaying = true;
      try {
        replay(tap);
      } finally {
        replaying = false;
      }
    }
    scheduleDrain(0);
  }
  const onHydrated = () => drain();
  if (hydrated()) onHydrated();
  else {
    const observer = new MutationObserver(() => {
      if (!hydrated()) return;
      observer.disconnect();
      onHydrated();
    });
    observer.observe(root, { attributes: true, attributeFilter: [hydratedAttribute] });
  }
}
