import { useLocation } from "react-router";
import { navTexts } from "./texts";

/**
 * The header's search field: a plain GET form to /search (decision 068), so it works the moment
 * the page is painted, before any script, and costs the page no JavaScript of its own. On the
 * results page it shows the query searched.
 */
export function HeaderSearch({ id, className = "" }: { id: string; className?: string }) {
  const { pathname, search } = useLocation();
  const searched = pathname === "/search" ? (new URLSearchParams(search).get("q") ?? "") : "";
  return (
    <form role="search" action="/search" method="get" noValidate aria-label={navTexts.search} className={`flex min-w-0 gap-2 ${className}`}>
      <label htmlFor={id} className="sr-only">
        {navTexts.search}
      </label>
      <input
        // A new field per query: a link to another search shows that query in it.
        key={searched}
        id={id}
        name="q"
        type="search"
        defaultValue={searched}
        placeholder={navTexts.searchPlaceholder}
        enterKeyHint="search"
        autoComplete="off"
        className="h-10 min-w-0 flex-1 rounded-full border border-brand-200 bg-white px-4 text-base text-gray-900 placeholder:text-gray-600 focus:border-brand-500 focus:outline-none sm:text-sm"
      />
      <button type="submit" className="h-10 shrink-0 rounded-full bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700">
        {navTexts.searchSubmit}
      </button>
    </form>
  );
}
