// Where focus goes in the one dialog (dialog.tsx, decision 061). The choices are plain functions
// over a list, so they are tested without a browser; the DOM parts only gather the list.

const TABBABLE = [
  "a[href]",
  "area[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type=hidden])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "video[controls]",
  "audio[controls]",
  "[contenteditable]:not([contenteditable=false])",
  "[tabindex]",
].join(",");

/**
 * The element Tab (or Shift+Tab) goes to when it would leave the list: from the last to the first,
 * from the first back to the last, and from outside the list (the dialog itself) to its first or
 * last. Null: the browser's own step stays inside, let it move.
 */
export function loopTarget<T>(list: readonly T[], current: T | null, backwards: boolean): T | null {
  if (list.length === 0) return null;
  const first = list[0]!;
  const last = list[list.length - 1]!;
  const at = current === null ? -1 : list.indexOf(current);
  if (at === -1) return backwards ? last : first;
  if (backwards && at === 0) return last;
  if (!backwards && at === list.length - 1) return first;
  return null;
}

/** The dialog's own tabbable elements, in order (hidden and tabindex=-1 ones left out). */
function tabbablesIn(dialog: HTMLElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => element.tabIndex >= 0 && element.getClientRects().length > 0 && !element.closest("[inert]"),
  );
}

/** Where Tab goes so it never leaves the dialog; null when the browser's own step stays inside. */
export function nextInLoop(dialog: HTMLElement, active: Element | null, backwards: boolean): HTMLElement | null {
  const list = tabbablesIn(dialog);
  const current = active instanceof HTMLElement ? active : null;
  // Somewhere inside the list does not name (a player's own controls): the browser steps on from there.
  if (current && current !== dialog && dialog.contains(current) && !list.includes(current)) return null;
  return loopTarget(list, current === dialog ? null : current, backwards);
}

type FieldLike = { tagName: string; isContentEditable?: boolean; type?: string };

const NOT_TYPED_INTO = new Set(["button", "submit", "reset", "checkbox", "radio", "file", "image", "range", "color", "hidden"]);

/** A field a person types into: a text input of any kind, a textarea, an editable region. */
export function isTypingField(element: FieldLike): boolean {
  const tag = element.tagName.toLowerCase();
  if (tag === "textarea" || element.isContentEditable) return true;
  return tag === "input" && !NOT_TYPED_INTO.has((element.type ?? "text").toLowerCase());
}

export type HeldFocus = { element: HTMLElement; selection: [number, number, "forward" | "backward" | "none"] | null };

/**
 * What the person is at inside the dialog before it became modal: the element with the focus
 * (a field being typed in, with its caret; a box just ticked; a select), or null when the focus
 * is not inside. A dialog never takes the focus from there (issue 25).
 */
export function heldFocusIn(dialog: HTMLElement, active: HTMLElement | null): HeldFocus | null {
  if (!active || active === dialog || !dialog.contains(active)) return null;
  if (!isTypingField(active)) return { element: active, selection: null };
  const field = active as HTMLInputElement;
  let selection: HeldFocus["selection"] = null;
  try {
    if (field.selectionStart !== null && field.selectionEnd !== null)
      selection = [field.selectionStart, field.selectionEnd, field.selectionDirection ?? "none"];
  } catch {
    // An input kind without a caret (email, number): its value is kept all the same.
  }
  return { element: active, selection };
}

/** The element keeps the focus, and a field the caret, it had. */
export function restoreHeldFocus({ element, selection }: HeldFocus): void {
  if (document.activeElement !== element) element.focus({ preventScroll: true });
  if (!selection) return;
  try {
    (element as HTMLInputElement).setSelectionRange(...selection);
  } catch {
    // As above: no caret to put back.
  }
}

/** Whether focus is somewhere a person put it on purpose, outside the closing dialog (then it stays there). */
export function keptFocus(dialog: HTMLElement, active: Element | null): boolean {
  return active !== null && active !== document.body && active !== document.documentElement && !dialog.contains(active);
}
