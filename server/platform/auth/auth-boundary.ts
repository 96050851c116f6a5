import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { requestTexts } from "../../../domain/shared/request-texts";
import { sameOriginRedirectTarget } from "../http/redirect-target";

/** Better Auth's parameters that become a redirect, and where each falls back to. */
const REDIRECT_PARAMETERS = {
  callbackURL: "/",
  newUserCallbackURL: "/",
  redirectTo: "/",
  errorCallbackURL: "/auth",
} as const;

type Parameters = Record<string, unknown> | undefined;
type Answer = Record<string, unknown>;

function isRecord(value: unknown): value is Answer {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * A Better Auth answer without the session tokens it carries: the top-level `token` of the
 * sign-in, sign-up and change-password answers, `session.token` (get-session, update-session,
 * impersonation) and every session of a list (list-sessions, the admin's list-user-sessions).
 * Undefined when there was nothing to remove.
 */
export function withoutSessionTokens(answer: unknown): unknown {
  let removed = false;
  const withoutToken = (value: unknown): unknown => {
    if (!isRecord(value) || !("token" in value)) return value;
    removed = true;
    const { token: _token, ...rest } = value;
    return rest;
  };
  let stripped: unknown = answer;
  if (Array.isArray(answer)) stripped = answer.map(withoutToken);
  else if (isRecord(answer)) {
    const top = withoutToken(answer) as Answer;
    stripped = {
      ...top,
      ...("session" in answer ? { session: withoutToken(answer.session) } : {}),
      ...(Array.isArray(answer.sessions) ? { sessions: answer.sessions.map(withoutToken) } : {}),
    };
  }
  return removed ? stripped : undefined;
}

/**
 * The shop's rules at Better Auth's edge (docs/decisions/016-…):
 * - every redirect target a caller hands Better Auth (in the body or the query, through
 *   /api/auth or `auth.api.*`) goes through the shop's one redirect-target check, so Better
 *   Auth only ever sees a path on this shop;
 * - `GET /api/auth/get-session`, and every other answer to an HTTP request that carries a
 *   session token, comes without it: the session cookie is httpOnly so page scripts cannot
 *   read it, and the same secret must not reach them in JSON;
 * - the admin plugin's own endpoints are closed to HTTP (`refuseAdminPluginOverHttp`).
 */
export function authBoundary(publicUrl: string): BetterAuthPlugin {
  return {
    id: "shop-auth-boundary",
    hooks: {
      before: [
        {
          matcher: () => true,
          handler: createAuthMiddleware(async (ctx) => {
            const body = safeRedirects(ctx.body as Parameters, publicUrl);
            const query = safeRedirects(ctx.query as Parameters, publicUrl);
            if (!body && !query) return;
            return { context: { ...(body ? { body } : {}), ...(query ? { query } : {}) } };
          }),
        },
      ],
      after: [
        {
          // Only answers to HTTP requests: server code calling auth.api.* keeps the token.
          matcher: (ctx) => ctx.request !== undefined,
          handler: createAuthMiddleware(async (ctx) => {
            const returned = ctx.context.returned;
            if (!returned || typeof returned !== "object" || returned instanceof Error || returned instanceof Response) return;
            return withoutSessionTokens(returned);
          }),
        },
      ],
    },
  };
}

/**
 * The admin plugin's own endpoints (`/api/auth/admin/*`: set-role, remove-user,
 * impersonate-user, …) answer 403 to every HTTP request, an admin's too (decision 030): the
 * back-office writes through the shop's own screens, whose rules (never the last admin, never
 * yourself) and audit log these endpoints would bypass. Server code keeps `auth.api.*`.
 * Called first in the shop's before hook, ahead of any check of the body.
 */
export function refuseAdminPluginOverHttp(ctx: { path: string; request?: Request }) {
  if (ctx.path.startsWith("/admin/") && ctx.request !== undefined) {
    throw new APIError("FORBIDDEN", { message: requestTexts.forbidden });
  }
}

/** The redirect parameters among `parameters`, made safe; undefined when there are none. */
function safeRedirects(parameters: Parameters, publicUrl: string): Record<string, string> | undefined {
  if (!parameters || typeof parameters !== "object") return undefined;
  let safe: Record<string, string> | undefined;
  for (const [name, fallback] of Object.entries(REDIRECT_PARAMETERS)) {
    if (!(name in parameters) || parameters[name] === undefined) continue;
    safe ??= {};
    safe[name] = sameOriginRedirectTarget(parameters[name], publicUrl, fallback);
  }
  return safe;
}
