import { lazy, Suspense, useState } from "react";
import { useLocation } from "react-router";
import { controlPanelButtonTexts } from "./texts";
import type { HeaderUser } from "./site-header";

// The panel (menu, six dialogs, their texts) is back-office code: it loads only when an admin
// opens it, so no storefront first visit pays for it (decisions 014, 037, 044).
const loadPanel = () => import("../admin/control-panel/control-panel");
const ControlPanel = lazy(() => loadPanel().then((module) => ({ default: module.ControlPanel })));

/** A row of its own under the header (and the phone's search row): it floated over the search button and titles (decision 112). */
const ROW = "relative z-30 mx-auto flex w-full max-w-6xl justify-end px-3 pt-3 print:hidden sm:px-4";
const BUTTON = "rounded-full px-4 py-2 text-sm font-semibold shadow-lg";

const onBackOffice = (pathname: string) => /^\/admin(-|\/|$)/.test(pathname);

/**
 * The top-right Control Panel (spec §2), for admins only; members see nothing
 * (decision 044). Not on back-office screens.
 */
export function ControlPanelButton({ user }: { user: HeaderUser }) {
  const { pathname } = useLocation();
  if (onBackOffice(pathname) || !user?.isAdmin) return null;
  return <AdminControlPanel />;
}

/**
 * Guests' disabled 'sign in to manage' button (spec §2), the same for every guest so their
 * cached pages stay shareable (decision 013). It sits small in the footer, not floating: a
 * floating pill covered the hero and page titles on phones (issue 24, decision 067).
 */
export function GuestManageButton({ user }: { user: HeaderUser }) {
  const { pathname } = useLocation();
  // Not on the sign-in page itself, where the guest is already on the way to managing.
  if (user || onBackOffice(pathname) || pathname === "/auth") return null;
  return (
    // Members see nothing: hidden while a cached page served to one waits for /api/me (decision 051).
    <button
      type="button"
      disabled
      className="cursor-not-allowed rounded-full px-3 py-1 text-xs text-white/80 ring-1 ring-white/30 [html[data-member-shell]_&]:invisible"
    >
      {controlPanelButtonTexts.signInToManage}
    </button>
  );
}

function AdminControlPanel() {
  const [open, setOpen] = useState(false);
  // Once opened, the panel stays mounted, so its open dialog survives the menu closing.
  const [loaded, setLoaded] = useState(false);
  return (
    <div className={ROW}>
      <button
        type="button"
        aria-expanded={open}
        aria-haspopup="menu"
        data-control-panel
        className={`${BUTTON} bg-ink text-white hover:bg-gray-800`}
        // Fetch the panel's code as soon as the admin heads for the button.
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setLoaded(true);
          setOpen(!open);
        }}
      >
        {controlPanelButtonTexts.open}
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <ControlPanel menuOpen={open} closeMenu={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
