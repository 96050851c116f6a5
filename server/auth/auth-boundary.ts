import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware } from "better-auth/api";
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

function withoutToken(value: unknown): unknown {
  if (!value || typeof value !== "object" || Array.isArray(value)) return value;
  const { token: _token, ...rest } = value as Answer;
  return rest;
}

/** Better Auth answers that carry a session token, and the same answer without it. */
const TOKEN_CARRYING_ANSWERS = {
  "/get-session": (answer: object) => ({ ...answer, session: withoutToken((answer as Answer).session) }),
  "/list-sessions": (answer: object) => (Array.isArray(answer) ? answer.map(withoutToken) : answer),
  "/sign-in/email": (answer: object) => withoutToken(answer),
  "/sign-up/email": (answer: object) => withoutToken(answer),
} as const;

function isTokenCarrying(path: string | undefined): path is keyof typeof TOKEN_CARRYING_ANSWERS {
  return path !== undefined && Object.hasOwn(TOKEN_CARRYING_ANSWERS, path);
}

/**
 * The shop's rules at Better Auth's edge (docs/decisions/016-…):
 * - every redirect target a caller hands Better Auth (in the body or the query, through
 *   /api/auth or `auth.api.*`) goes through the shop's one redirect-target check, so Better
 *   Auth only ever sees a path on this shop;
 * - `GET /api/auth/get-session` (and the other answers that carry it: list-sessions,
 *   sign-in and sign-up by e-mail) come without the session token: the session cookie is
 *   httpOnly so page scripts cannot read it, and the same secret must not reach them in JSON.
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
          matcher: (ctx) => ctx.request !== undefined && isTokenCarrying(ctx.path),
          handler: createAuthMiddleware(async (ctx) => {
            const returned = ctx.context.returned;
            if (!isTokenCarrying(ctx.path) || !returned || typeof returned !== "object") return;
            if (returned instanceof Error || returned instanceof Response) return;
            // The answer as Better Auth would send it, minus the token (arrays included).
            return TOKEN_CARRYING_ANSWERS[ctx.path](returned);
          }),
        },
      ],
    },
  };
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
