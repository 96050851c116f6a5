import { X } from "lucide-react";
import { createContext, useContext, useEffect, useId, useRef, type ReactNode } from "react";
import { Link } from "react-router";
import { commonTexts } from "../../domain/shared/common-texts";
import { heldFocusIn, keptFocus, nextInLoop, restoreHeldFocus } from "./dialog-focus";

/**
 * The shop's one dialog (decision 061): a native modal <dialog> — the page behind is inert and
 * the dialog sits in the top layer — plus what the platform leaves to us:
 * - Tab and Shift+Tab go round inside the dialog (a focus trap, as the video's Radix dialog did);
 * - Escape (the dialog's `cancel`) and the close control call `onClose`; the caller decides what
 *   closing means (a back-office dialog goes back to the list's URL);
 * - focus moves in when it opens, unless the person is already at work in it: a dialog the
 *   server rendered open may only become modal after the first keystroke or tick on a slow
 *   phone, and whatever inside has the focus keeps it (a field its caret) — a dialog never moves
 *   the focus once the person has begun (issue 25);
 * - when it goes, focus returns to what opened it (`returnFocusTo`, else what had the focus);
 * - its accessible name is its `DialogTitle`; the close control is labelled "ปิด" unless the
 *   screen's own words say otherwise (the back office's English "Close").
 */
export function Dialog({
  onClose,
  className,
  children,
  openOnServer = false,
  returnFocusTo,
  described = false,
  closeOnBackdrop = false,
  lockPageScroll = false,
}: {
  onClose: () => void;
  /** The dialog's box and its `backdrop:` look. */
  className: string;
  children: ReactNode;
  /** Rendered open by the server, so the page works without scripts; modal once scripts run. */
  openOnServer?: boolean;
  /** What gets the focus back when the dialog goes (a card the person clicked in a browser that does not focus buttons on click). */
  returnFocusTo?: () => HTMLElement | null;
  /** A `DialogDescription` is inside: it describes the dialog to screen readers. */
  described?: boolean;
  /** A click on the backdrop closes it (the video's player, as before). */
  closeOnBackdrop?: boolean;
  /** The page behind stays put (set from script: the CSSOM is not subject to the style policy, decision 055). */
  lockPageScroll?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  // Read by the effect below without re-running it: a caller may pass a new function every render.
  const latest = useRef({ onClose, returnFocusTo });
  useEffect(() => {
    latest.current = { onClose, returnFocusTo };
  });
  const closed = useRef(false);
  const close = () => {
    if (closed.current) return;
    closed.current = true;
    latest.current.onClose();
  };

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    closed.current = false;
    const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const held = heldFocusIn(dialog, active);
    const opener = active && active !== document.body && !dialog.contains(active) ? active : null;
    if (!dialog.matches(":modal")) {
      if (dialog.open) dialog.close();
      // showModal() focuses an autofocus element first: what the person is at keeps the focus.
      held?.element.setAttribute("autofocus", "");
      dialog.showModal();
      held?.element.removeAttribute("autofocus");
      if (held) restoreHeldFocus(held);
    }
    const root = document.documentElement;
    const overflowBefore = root.style.overflow;
    if (lockPageScroll) root.style.overflow = "hidden";
    return () => {
      if (lockPageScroll) root.style.overflow = overflowBefore;
      closed.current = true;
      if (dialog.open) dialog.close();
      const target = latest.current.returnFocusTo?.() ?? opener;
      if (target?.isConnected && !keptFocus(dialog, document.activeElement)) target.focus({ preventScroll: true });
    };
    // Once per dialog shown; the props it reads are fixed for a dialog's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <DialogContext.Provider value={{ titleId, descriptionId, close }}>
      <dialog
        ref={ref}
        open={openOnServer || undefined}
        aria-labelledby={titleId}
        aria-describedby={described ? descriptionId : undefined}
        onCancel={(event) => {
          event.preventDefault();
          close();
        }}
        // Closed by the browser itself (a second Escape without a click between, in Chrome): the caller hears of it too.
        onClose={(event) => {
          if (!event.currentTarget.open) close();
        }}
        onKeyDown={(event) => {
          if (event.key !== "Tab") return;
          const next = nextInLoop(event.currentTarget, document.activeElement, event.shiftKey);
          if (!next) return;
          event.preventDefault();
          next.focus();
        }}
        onClick={(event) => {
          if (!closeOnBackdrop || event.target !== event.currentTarget) return;
          const box = event.currentTarget.getBoundingClientRect();
          const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
          if (!inside) close();
        }}
        className={className}
      >
        {children}
      </dialog>
    </DialogContext.Provider>
  );
}

type DialogParts = { titleId: string; descriptionId: string; close: () => void };
const DialogContext = createContext<DialogParts | null>(null);

function useDialogParts(): DialogParts {
  const parts = useContext(DialogContext);
  if (!parts) throw new Error("A dialog part outside a <Dialog>");
  return parts;
}

/** The dialog's heading: its accessible name. */
export function DialogTitle({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <h2 id={useDialogParts().titleId} className={className}>
      {children}
    </h2>
  );
}

/** The dialog's description (give the Dialog `described`). */
export function DialogDescription({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <p id={useDialogParts().descriptionId} className={className}>
      {children}
    </p>
  );
}

/**
 * The close control (an ✕): a button calling `onClose`, or with `to` a link to the closing URL,
 * so a dialog the server rendered open closes without scripts too.
 */
export function DialogClose({ label = commonTexts.close, to, className }: { label?: string; to?: string; className: string }) {
  const { close } = useDialogParts();
  const icon = <X className="size-5" aria-hidden />;
  return to ? (
    <Link to={to} preventScrollReset aria-label={label} className={className}>
      {icon}
    </Link>
  ) : (
    <button type="button" onClick={close} aria-label={label} className={className}>
      {icon}
    </button>
  );
}
