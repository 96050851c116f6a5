import { pageRefusal } from "../server/platform/http/refusal-answer";
import { refused } from "../domain/shared/refusal";
import { useEffect, useEffectEvent, useMemo, useRef } from "react";
import { data, isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import appStylesheetUrl from "./app.css?url";
import { CartProvider } from "./features/cart/cart-context";
import { useMemberCartSync } from "./features/cart/use-member-cart-sync";
import { ChatButton } from "./features/chat/chat-button";
import { ControlPanelButton, GuestManageButton } from "./features/layout/control-panel-button";
import { NoticeInPage, useNoticeInPage, useNothingFloats } from "./features/layout/nothing-floats";
import { NotFoundPage } from "./features/layout/not-found-page";
import { SiteFooter } from "./features/layout/site-footer";
import { SiteHeader } from "./features/layout/site-header";
import { toasterTexts } from "./features/layout/texts";
import { useHeaderShopper } from "./features/layout/use-header-shopper";
import type { StorefrontOutletContext } from "./features/layout/storefront-shopper";
import { useScrollToHashOrTop } from "./features/layout/use-scroll-to-hash";
import { LiveRefresh } from "./features/live/live-refresh";
import { ToastRegion, toast } from "./ui/toasts";
import { commonTexts } from "../domain/shared/common-texts";
import { currentUser } from "../server/platform/auth/guards";
import { siteChromeForPage } from "../server/shop/content/site-chrome";
import { isDatabaseUnavailable } from "../server/platform/db/lost-connections";
import { logDatabaseUnavailable } from "../server/platform/http/error-responses";
import { settings } from "../server/platform/env";
import { clearNoticeCookieHeader, readNotice } from "../server/platform/http/notice";

export async function loader({ request }: Route.LoaderArgs) {
  const [user, chrome] = await Promise.all([currentUser(request), siteChromeForPage()]).catch((error: unknown) => {
    // Every page reads the database here first: an outage becomes one clear Thai answer
    // (503, which a cache in front may answer from its stale copy), not a fault.
    if (!isDatabaseUnavailable(error)) throw error;
    logDatabaseUnavailable(new URL(request.url).pathname, error);
    throw pageRefusal(refused(503, commonTexts.temporarilyUnavailable));
  });
  const notice = readNotice(request);
  // Pages' meta tags need the public origin for absolute share (Open Graph) URLs.
  const { publicUrl } = settings();
  return data({ user, chrome, notice, publicUrl }, notice ? { headers: { "Set-Cookie": clearNoticeCookieHeader } } : undefined);
}

/**
 * One stylesheet (all of Tailwind's output, ~9 KB compressed), linked rather than inlined
 * (decision 015): a phone downloads it once and keeps it for every later page (hashed name,
 * cached for a year), each page's HTML is half the size, and the browser parses the page in
 * one go instead of yielding halfway through 55 KB of inlined CSS. No web font is preloaded:
 * the shop uses the phone's own Thai font (app.css).
 */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: appStylesheetUrl }];

export type RootLoaderData = Awaited<ReturnType<typeof loader>>["data"];

export function useRootData(): RootLoaderData | undefined {
  return useRouteLoaderData<typeof loader>("root");
}

export function Layout({ children }: { children: React.ReactNode }) {
  // Marks the document once React has taken it over (end-to-end tests wait for it; scripts
  // arrive only after the first paint, decision 015). Layout also wraps error pages.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <html lang="th">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* No frame until the whole document is parsed (it arrives in one piece): Chromium
            otherwise paints part-way through and then lays the page out again, once per
            piece, on the main thread a phone needs for hydration (decision 015). */}
        <link rel="expect" href="#document-end" {...{ blocking: "render" }} />
        <meta name="theme-color" content="#d1245a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        {/* Only scripts need the CSP nonce (decision 021); stylesheets and preloads come from
            'self'. Empty, the links read the same on the server and in the browser, which never
            knows the nonce. */}
        <Links nonce="" />
      </head>
      <body className="flex min-h-screen flex-col">
        {children}
        <ScrollRestoration />
        <Scripts />
        <span id="document-end" hidden />
      </body>
    </html>
  );
}

/** Two copies of one notice arrive within this of each other; a second save by a person takes longer. */
const DUPLICATE_NOTICE_MS = 1500;

export default function App({ loaderData }: Route.ComponentProps) {
  const { chrome, notice } = loaderData;
  const user = useHeaderShopper(loaderData.user, loaderData);
  // A member's cart follows them from browser to browser (decision 109).
  useMemberCartSync(user);
  // Pages read the same shopper for their member-only bits (useStorefrontShopper).
  const outletContext = useMemo((): StorefrontOutletContext => ({ shopper: user }), [user]);
  useScrollToHashOrTop();
  const lastNotice = useRef<{ text: string; at: number } | null>(null);
  // A page of money and forms shows its notice in the page, never as a toast over its QR or totals.
  const noticeInPage = useNothingFloats("notice");
  const shownInPage = useNoticeInPage(notice);
  // Read when a notice arrives; leaving such a page with the same notice object shows nothing again.
  const showNotice = useEffectEvent((arrived: NonNullable<typeof notice>) => {
    if (noticeInPage) return;
    // Two revalidations racing (a save's own and a live-refresh one) can both read the one-shot
    // cookie before its clearing lands: the same notice within a moment is one toast, not two.
    const text = `${arrived.key}:${arrived.message}`;
    const now = Date.now();
    if (lastNotice.current?.text === text && now - lastNotice.current.at < DUPLICATE_NOTICE_MS) return;
    lastNotice.current = { text, at: now };
    toast[arrived.tone](arrived.message);
  });
  useEffect(() => {
    // The loader reads a new object for every notice, so the same notice twice in a row shows twice.
    if (notice) showNotice(notice);
  }, [notice]);
  return (
    <CartProvider>
      <SiteHeader
        brandName={chrome.brandName}
        user={user}
        toasts={
          // In the sticky header's own row, never over the page nor the cart badge they announce (decisions 067, 105).
          // Sonner loads with the first toast (decision 084).
          <ToastRegion containerAriaLabel={toasterTexts.label} position="top-center" richColors visibleToasts={3} duration={4000} />
        }
      />
      {/* Admins' Control Panel, in its own row under the header: nothing floats over content (decision 112). */}
      <ControlPanelButton user={user} />
      <main id="main" className="flex-1">
        {shownInPage ? <NoticeInPage tone={shownInPage.tone} message={shownInPage.message} /> : null}
        <Outlet context={outletContext} />
      </main>
      {/* The shop assistant, for signed-in shoppers (issue 12): after the page's content, floating
          only where the screen leaves a lane beside it (decision 112). */}
      <ChatButton user={user} />
      <SiteFooter brandName={chrome.brandName} socialLinks={chrome.socialLinks}>
        <GuestManageButton user={user} />
      </SiteFooter>
      {/* Staff changes reach the open page without a reload (decision 040). */}
      <LiveRefresh />
    </CartProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundPage path={location.pathname} />;
  }
  if (import.meta.env.DEV && error instanceof Error) console.error(error);
  // A refused request (e.g. a body no shop form sends, see server/platform/http/action-form.ts) or an
  // unreachable database (the loader above) says why.
  const refusal = isRouteErrorResponse(error) && (error.status < 500 || error.status === 503) && typeof error.data === "string" ? error.data : null;
  return (
    <main className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center gap-4 px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">{commonTexts.error}</h1>
      <p className="text-gray-600">{refusal ?? commonTexts.tryAgain}</p>
      <a href="/" className="rounded-full bg-brand-500 px-6 py-2 font-medium text-white hover:bg-brand-600">
        {commonTexts.backHome}
      </a>
    </main>
  );
}
