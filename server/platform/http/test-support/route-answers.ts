import { requestHeaders } from "../../auth/test-support/test-auth";

/** A route module's loader or action as a test calls it (React Router's arguments, nothing else read). */
type RouteFunction = (args: { request: Request; params: Record<string, string>; context: unknown }) => unknown;

/**
 * A route's loader and action called as React Router calls them, for route-level tests: a GET of
 * `here` + search, and a POST of form fields, each from `address` with the member's cookie when given.
 */
export function routeCalls(route: { loader: RouteFunction; action: RouteFunction }, here: string, address: string) {
  const headersOf = (cookie: string) => requestHeaders(address, cookie ? { cookie } : {});
  return {
    load: (cookie: string, search = "") => route.loader({ request: new Request(`${here}${search}`, { headers: headersOf(cookie) }), params: {}, context: {} }),
    post: (cookie: string, search: string, body: URLSearchParams | FormData) => {
      const headers = headersOf(cookie);
      if (body instanceof URLSearchParams) headers.set("content-type", "application/x-www-form-urlencoded");
      return route.action({ request: new Request(`${here}${search}`, { method: "POST", headers, body }), params: {}, context: {} });
    },
  };
}

/** A returned or thrown answer as its status, and its location and cookie (a redirect) or its data. */
export async function routeAnswer(run: unknown) {
  try {
    const answer = await run;
    if (answer instanceof Response) return { status: answer.status, location: answer.headers.get("location"), cookie: answer.headers.get("set-cookie") };
    const { data, init } = answer as { data: unknown; init?: { status?: number } | null };
    return { status: init?.status ?? 200, data };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("location") };
    if (thrown && typeof thrown === "object" && "init" in thrown) return { status: (thrown as { init: { status: number } }).init.status };
    throw thrown;
  }
}
