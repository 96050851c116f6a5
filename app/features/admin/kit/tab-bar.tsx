import { Link, useLocation } from "react-router";

export type AdminTab<K extends string = string> = { key: K; label: string };

/**
 * The tabs of a back-office screen as links (`?tab=<key>`): the tab shown lives in the URL, so
 * a reload, a shared link or a redirect after a save comes back to it, and it works without
 * scripts. Choosing a tab starts its list afresh (no search, page 1, no dialog). A new tab is
 * one more entry in `tabs`.
 */
export function TabBar<K extends string>({ label, tabs, current }: { label: string; tabs: readonly AdminTab<K>[]; current: K }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label={label} className="-mx-4 mb-6 overflow-x-auto px-4">
      <ul className="flex min-w-max gap-1 border-b border-gray-200">
        {tabs.map((tab) => {
          const selected = tab.key === current;
          return (
            <li key={tab.key}>
              <Link
                to={`${pathname}?${new URLSearchParams({ tab: tab.key })}`}
                aria-current={selected ? "page" : undefined}
                className={`-mb-px inline-block rounded-t-lg border-b-2 px-4 py-2.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-400 ${
                  selected ? "border-brand-500 text-brand-700" : "border-transparent text-gray-600 hover:border-gray-300 hover:text-gray-800"
                }`}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
