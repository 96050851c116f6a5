/**
 * The list parameters a panel's search form does not set itself but must keep (`tab` on the
 * promotions manager), so a search stays on its tab.
 */
export function KeptFilters({ filters, except }: { filters: Readonly<Record<string, string>> | undefined; except: readonly string[] }) {
  return (
    <>
      {Object.entries(filters ?? {})
        .filter(([name]) => !except.includes(name))
        .map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
    </>
  );
}

/** A refusal with no dialog to sit in (a row's switch, a row gone meanwhile): it heads the list. */
