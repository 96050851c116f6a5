import { Link } from "react-router";

const LOOK = {
  primary: "rounded-full bg-brand-500 px-6 py-2 font-semibold text-white hover:bg-brand-600",
  secondary: "rounded-full border border-brand-300 px-6 py-2 font-semibold text-brand-700 hover:bg-brand-50",
  quiet: "rounded-full border border-gray-300 px-8 py-3 text-center font-semibold text-gray-700 hover:bg-gray-50",
} as const;

/**
 * A link that looks like the shop's button (back home, see products, back to my orders).
 * `reload`: a full page load (a member page that failed may need the server again).
 */
export function ButtonLink({ to, label, tone = "primary", reload = false }: { to: string; label: string; tone?: keyof typeof LOOK; reload?: boolean }) {
  return (
    <Link to={to} reloadDocument={reload} className={LOOK[tone]}>
      {label}
    </Link>
  );
}
