/**
 * A back-office screen with tabs (`?tab=`, the first tab when absent or unknown): the route
 * names each tab's loader in one object, and its loader answers `{ tab, data }` for the tab
 * shown, typed per tab, so the component picks the panel with `view.tab === "…"`.
 * The kit's `TabBar` draws the tabs; the route's action spreads each tab's intents into one
 * `adminAction`. A new tab is one line in each of the three.
 */
export type TabLoaders = Record<string, (request: Request) => Promise<unknown>>;

export type TabView<L extends TabLoaders> = { [K in keyof L & string]: { tab: K; data: Awaited<ReturnType<L[K]>> } }[keyof L & string];

export function readTab<K extends string>(request: Request, tabs: readonly K[]): K {
  const asked = new URL(request.url).searchParams.get("tab");
  return tabs.find((tab) => tab === asked) ?? tabs[0]!;
}

export async function loadTab<L extends TabLoaders>(request: Request, loaders: L): Promise<TabView<L>> {
  const tab = readTab(request, Object.keys(loaders) as (keyof L & string)[]);
  return { tab, data: await loaders[tab]!(request) } as TabView<L>;
}
