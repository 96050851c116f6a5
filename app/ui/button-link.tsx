import type { LucideIcon } from "lucide-react";
import { Link } from "react-router";

const LOOK = {
  primary: "rounded-full bg-brand-500 px-6 py-2 font-semibold text-white hover:bg-brand-600",
  /** The one thing to do next on a page (start shopping, see the products). */
  strong: "rounded-full bg-brand-600 px-6 py-2.5 font-semibold text-white shadow transition hover:bg-brand-700",
  secondary: "rounded-full border border-brand-300 px-6 py-2 font-semibold text-brand-700 hover:bg-brand-50",
  quiet: "rounded-full border border-gray-300 px-8 py-3 text-center font-semibold text-gray-700 hover:bg-gray-50",
  /** A step that undoes something (cancel the order): it opens its confirmation, never acts at once. */
  danger: "rounded-full border border-red-300 px-5 py-2 font-semibold text-red-700 hover:bg-red-50",
} as const;

type ButtonLinkProps = {
  to: string;
  label: string;
  tone?: keyof typeof LOOK;
  /** A full page load (a member page that failed may need the server again). */
  reload?: boolean;
  /** Stays where the page is scrolled to: the link opens a dialog over this page (`?confirm…`). */
  keepScroll?: boolean;
  /** The glyph before the label, drawn for the eye only. */
  icon?: LucideIcon;
  /** Small text, for a row of actions inside a card. */
  small?: boolean;
  className?: string;
};

/** A link that looks like the shop's button (back home, see products, edit profile, add an address). */
export function ButtonLink({ to, label, tone = "primary", reload = false, keepScroll = false, icon: Icon, small = false, className = "" }: ButtonLinkProps) {
  return (
    <Link
      to={to}
      reloadDocument={reload}
      preventScrollReset={keepScroll}
      className={`inline-flex items-center justify-center gap-2 ${LOOK[tone]} ${small ? "text-sm" : ""} ${className}`}
    >
      {Icon ? <Icon className={small ? "size-4" : "size-5"} aria-hidden /> : null}
      {label}
    </Link>
  );
}
