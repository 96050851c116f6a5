import type { ReactNode } from "react";
import { isRouteErrorResponse, Link, useLocation, useRouteError } from "react-router";
import { adminScreenTexts } from "../../../../domain/admin/admin-screen-texts";
import { BackArrow } from "./back-arrow";

const s = adminScreenTexts;

/** The frame of every back-office screen: the spec's back target (/admin-dashboard), the title and its actions. */
export function AdminScreen({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <Link
        to="/admin-dashboard"
        className="inline-flex items-center gap-1 rounded-full text-sm font-medium text-gray-600 hover:text-brand-600 focus-visible:outline-2 focus-visible:outline-brand-400"
      >
        <BackArrow />
        {s.back}
      </Link>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      <div className="mt-6">{children}</div>
    </div>
  );
}

/**
 * A screen's ErrorBoundary: a request our own forms cannot have sent (4xx) shows the HTTP
 * layer's short text; anything else means the list could not be read and shows the spec's
 * failure message for that screen. Both offer a way back into the list, under the back target.
 */
export function AdminScreenError({ title, message }: { title: string; message: string }) {
  const location = useLocation();
  const error = useRouteError();
  const shown = isRouteErrorResponse(error) && error.status < 500 && typeof error.data === "string" ? error.data : message;
  return (
    <AdminScreen title={title}>
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-800">
        <p className="font-medium">{shown}</p>
        <a href={location.pathname + location.search} className="mt-3 inline-block font-semibold underline">
          {s.retry}
        </a>
      </div>
    </AdminScreen>
  );
}

/** The look of the buttons and button-links on the back-office screens; on a phone each is a 44 px target (decision 080). */
export const ADMIN_BUTTON = {
  primary:
    "inline-flex items-center justify-center max-sm:min-h-11 gap-1.5 rounded-full bg-brand-500 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400 disabled:opacity-60",
  secondary:
    "inline-flex items-center justify-center max-sm:min-h-11 gap-1.5 rounded-full border border-gray-300 bg-white px-4 py-2 text-sm font-semibold text-gray-700 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-400",
  danger:
    "inline-flex items-center justify-center max-sm:min-h-11 gap-1.5 rounded-full bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-400 disabled:opacity-60",
  row: "inline-flex items-center gap-1 rounded-full px-3 py-1.5 max-sm:min-h-11 max-sm:px-4 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-400",
  rowDanger:
    "inline-flex items-center gap-1 rounded-full px-3 py-1.5 max-sm:min-h-11 max-sm:px-4 text-sm font-medium text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-400",
} as const;

/** A screen's line of trouble above its table (a row that is gone, a refused row action, a part that failed to load). */
export function ScreenAlert({ message }: { message: string | null | false | undefined }) {
  return message ? (
    <p role="alert" className="mt-4 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
      {message}
    </p>
  ) : null;
}
