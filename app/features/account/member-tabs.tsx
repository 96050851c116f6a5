import { Link } from "react-router";
import { WordGroups, withoutBreakHints } from "../../ui/word-groups";

export type MemberTab<T extends string> = { id: T; label: string; icon: React.ComponentType<{ className?: string }> };

/** Reads `?tab=` against the page's tabs; anything unknown is the first tab. */
export function tabFromSearch<T extends string>(tabs: readonly T[], search: URLSearchParams | string | null): T {
  const value = typeof search === "string" || search === null ? search : search.get("tab");
  return (tabs as readonly string[]).includes(value ?? "") ? (value as T) : tabs[0]!;
}

/**
 * Tabs as links (`?tab=…`): they work without JavaScript, survive a reload and can be
 * shared; the panel below is whatever the loader rendered for the active tab.
 */
export function MemberTabs<T extends string>({
  tabs,
  active,
  label,
  children,
}: {
  tabs: readonly MemberTab<T>[];
  active: T;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <div className="mt-8">
      <nav aria-label={label}>
        {/* On phones the labels sit under their icons so every tab fits without scrolling. */}
        <ul className="flex gap-1 rounded-2xl bg-brand-50 p-1 sm:rounded-full">
          {tabs.map((tab) => {
            const current = tab.id === active;
            return (
              <li key={tab.id} className="flex min-w-0 flex-1">
                <Link
                  to={{ search: `?tab=${tab.id}` }}
                  replace
                  preventScrollReset
                  aria-current={current ? "page" : undefined}
                  className={`flex w-full flex-col items-center justify-center gap-1 rounded-xl px-1 py-2 text-center text-xs font-semibold leading-tight transition sm:flex-row sm:gap-2 sm:rounded-full sm:px-4 sm:text-sm ${
                    current ? "bg-white text-brand-700 shadow" : "text-gray-600 hover:text-brand-700"
                  }`}
                >
                  <tab.icon className="size-4 shrink-0" aria-hidden />
                  <WordGroups text={tab.label} />
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <section aria-label={withoutBreakHints(tabs.find((tab) => tab.id === active)?.label ?? "")} className="mt-6">
        {children}
      </section>
    </div>
  );
}
