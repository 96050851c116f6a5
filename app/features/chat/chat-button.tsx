import MessageCircle from "lucide-react/icons/message-circle";
import { lazy, Suspense, useRef, useState } from "react";
import { useLocation, useMatches } from "react-router";
import { chatTexts } from "../../../domain/chat/chat-texts";
import type { HeaderUser } from "../layout/site-header";
import { useNothingFloats } from "../layout/nothing-floats";

// The panel (its streaming, history and add-to-cart code) loads only when a member opens it,
// so no first visit pays for it (issue 12); heading for the button starts the download.
const loadPanel = () => import("./chat-panel");
const ChatPanel = lazy(() => loadPanel().then((module) => ({ default: module.ChatPanel })));

const FLOATING = "fixed bottom-4 right-4 z-40 print:hidden";
const AFTER_CONTENT = "mx-auto flex w-full max-w-5xl justify-end px-4 pt-6 print:hidden";
/** From 84rem the 72rem content column leaves 6rem each side: the 3.5rem button floats there, over nothing. */
const IN_THE_LANE = "min-[84rem]:fixed min-[84rem]:bottom-4 min-[84rem]:right-4 min-[84rem]:z-40 min-[84rem]:w-auto min-[84rem]:p-0";

/**
 * The bottom-right chat (spec §2): signed-in shoppers only — guests, whose pages are
 * cached and shared, never get it — and not on the /{product} landing pages or back-office screens.
 */
export function ChatButton({ user }: { user: HeaderUser }) {
  const matches = useMatches();
  // On a page of money and forms (NOTHING_FLOATS_OVER) the closed button sits after the content; the open panel still floats.
  const chatAfterContent = useNothingFloats("chat");
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  // A shopper's widget: not on the landing pages, nor over the back-office's tables and dialogs.
  if (!user || matches.some((match) => match.id === "routes/landing") || /^\/admin(-|\/|$)/.test(pathname)) return null;
  // Closed, it sits after the page's content, and floats only where the screen leaves a lane
  // beside the content column that nothing else uses (decision 112); the open panel floats.
  const place = open ? FLOATING : chatAfterContent ? AFTER_CONTENT : `${AFTER_CONTENT} ${IN_THE_LANE}`;
  return (
    <div className={place}>
      {loaded ? (
        <Suspense fallback={null}>
          <ChatPanel
            open={open}
            onClose={() => {
              setOpen(false);
              button.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
      {open ? null : (
        <button
          ref={button}
          type="button"
          aria-haspopup="dialog"
          aria-label={chatTexts.open}
          className="flex size-14 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          onPointerEnter={() => void loadPanel()}
          onFocus={() => void loadPanel()}
          onClick={() => {
            setLoaded(true);
            setOpen(true);
          }}
        >
          <MessageCircle aria-hidden="true" className="size-7" />
        </button>
      )}
    </div>
  );
}
