import type { ReactNode } from "react";
// Icons by their own path: the root's imports make up the shell chunk (scripts/shell-chunk.ts).
import Menu from "lucide-react/icons/menu";
import ShoppingBag from "lucide-react/icons/shopping-bag";
import UserRound from "lucide-react/icons/user-round";
import X from "lucide-react/icons/x";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import type { HeaderShopper } from "../../../domain/members/member-shell";
import { navTexts } from "./texts";
import { useCart } from "../cart/cart-context";
import { BrandLogo } from "./brand-logo";
import { HeaderSearch } from "./header-search";

export type HeaderUser = HeaderShopper;

// Only signed-in shoppers see the profile menu, so guests (most first visits) never download
// it and its dropdown machinery (~30 KB compressed).
const ProfileMenu = lazy(() => import("./profile-menu").then((module) => ({ default: module.ProfileMenu })));

const NAV_LINKS = [
  { to: "/", label: navTexts.home },
  { to: "/products", label: navTexts.products },
  { to: "/promotions", label: navTexts.promotions },
  { to: "/contact", label: navTexts.contact },
] as const;

export function SiteHeader({ brandName, user, toasts }: { brandName: string; user: HeaderUser; toasts?: ReactNode }) {
  // The menu remembers the page it was opened on, so any navigation closes it.
  const { pathname } = useLocation();
  const [openOnPath, setOpenOnPath] = useState<string | null>(null);
  const menuOpen = openOnPath === pathname;
  const setMenuOpen = (open: boolean) => setOpenOnPath(open ? pathname : null);
  const menuButton = useRef<HTMLButtonElement>(null);

  // Escape closes the open menu from wherever focus is, and focus goes back to its button.
  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpenOnPath(null);
      menuButton.current?.focus();
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [menuOpen]);

  const links = user?.isAdmin ? [...NAV_LINKS, { to: "/admin-dashboard", label: navTexts.dashboard }] : NAV_LINKS;

  return (
    <>
      <header className="sticky top-0 z-40 border-b border-brand-100 bg-white/95 backdrop-blur print:hidden">
        {/* On a narrow phone the brand name may take two lines, so the header never needs more
          than the screen's width (the menu button and its focus ring stay inside). */}
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:gap-4 sm:px-4">
          <Link to="/" className="flex min-w-0 items-center gap-2 font-bold text-ink">
            <BrandLogo className="size-9 shrink-0" />
            <span className="text-balance text-[0.9375rem] leading-tight sm:whitespace-nowrap sm:text-lg">{brandName}</span>
          </Link>
          <nav aria-label="เมนูหลัก" className="ml-6 hidden gap-6 md:flex">
            {links.map((link) => (
              <NavLink
                key={link.to}
                to={link.to}
                end={link.to === "/"}
                className={({ isActive }) => `text-sm font-medium transition-colors hover:text-brand-600 ${isActive ? "text-brand-600" : "text-gray-700"}`}
              >
                {link.label}
              </NavLink>
            ))}
          </nav>
          <HeaderSearch id="header-search" className="ml-auto hidden max-w-xs flex-1 md:flex" />
          <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-2 md:ml-0">
            {/* One box for the sign-in link and the account button alike: when a member's header
              arrives after a cached page (decision 051), nothing around it moves or wraps. */}
            <div className="flex w-24 shrink-0 justify-end">
              {user ? (
                <Suspense fallback={<ProfileMenuPlaceholder name={user.name} />}>
                  <ProfileMenu user={user} />
                </Suspense>
              ) : (
                <SignInLink />
              )}
            </div>
            <CartButton />
            <button
              ref={menuButton}
              type="button"
              className="rounded-full p-2 text-gray-700 hover:bg-brand-50 md:hidden"
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              aria-label={menuOpen ? navTexts.closeMenu : navTexts.openMenu}
              onClick={() => setMenuOpen(!menuOpen)}
            >
              {menuOpen ? <X className="size-6" aria-hidden /> : <Menu className="size-6" aria-hidden />}
            </button>
          </div>
        </div>
        {menuOpen ? (
          <nav id="mobile-menu" aria-label="เมนูมือถือ" className="border-t border-brand-100 bg-white px-4 py-2 md:hidden">
            {links.map((link) => (
              <Link
                key={link.to}
                to={link.to}
                onClick={() => setMenuOpen(false)}
                className="block rounded-lg px-3 py-3 font-medium text-gray-800 hover:bg-brand-50"
              >
                {link.label}
              </Link>
            ))}
          </nav>
        ) : null}
      </header>
      {/* Toasts take a row right under the header while they show (decision 112): at the top the page
        moves down for them rather than sitting under them; further down the row stays with the sticky
        header; the cart badge in the header stays in view. */}
      <div className="toast-row sticky top-[calc(4rem+1px)] z-40 print:hidden">{toasts}</div>
      {/* On a phone the field has a row of its own under the header, scrolling away with the page
        rather than making the sticky header taller over what a shopper reads (decision 068). */}
      <HeaderSearch id="header-search-phone" className="mx-auto w-full max-w-6xl px-3 pt-3 md:hidden print:hidden" />
    </>
  );
}

function CartButton() {
  const { totals } = useCart();
  const count = totals.itemCount;
  return (
    <Link
      to="/cart"
      className="relative rounded-full p-2 text-gray-700 hover:bg-brand-50"
      aria-label={count > 0 ? `${navTexts.cart} (${count})` : navTexts.cart}
    >
      <ShoppingBag className="size-6" aria-hidden />
      {count > 0 ? (
        <span
          data-testid="cart-badge"
          className="absolute -right-0.5 -top-0.5 flex min-w-5 items-center justify-center rounded-full bg-brand-500 px-1 text-xs font-bold text-white"
        >
          {count}
        </span>
      ) : null}
    </Link>
  );
}

function SignInLink() {
  // Hidden, its box kept, while a cached page served to a member waits for /api/me (decision 051).
  return (
    <Link
      to="/auth"
      className="whitespace-nowrap rounded-full bg-brand-500 px-3 py-2 text-sm font-medium text-white hover:bg-brand-600 sm:px-4 [html[data-member-shell]_&]:invisible"
    >
      {navTexts.signIn}
    </Link>
  );
}

/** The menu's button as it looks before its code has arrived. */
function ProfileMenuPlaceholder({ name }: { name: string }) {
  return (
    <span className="flex items-center gap-2 rounded-full p-2 text-gray-700" aria-label={navTexts.accountOf(name)} role="img">
      <UserRound className="size-6" aria-hidden />
    </span>
  );
}
