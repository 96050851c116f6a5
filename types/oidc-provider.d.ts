// The parts of oidc-provider (no bundled types) that the OpenID Connect test provider uses.
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  type Claims = Record<string, unknown> & { sub: string };
  type Account = { accountId: string; claims: (use: string, scope: string) => Claims | Promise<Claims> };

  export type Configuration = {
    clients?: Array<Record<string, unknown>>;
    findAccount?: (context: unknown, id: string) => Account | undefined | Promise<Account | undefined>;
    claims?: Record<string, string[]>;
    cookies?: { keys?: string[] };
    jwks?: { keys: Array<Record<string, unknown>> };
    features?: Record<string, unknown>;
    pkce?: Record<string, unknown>;
    ttl?: Record<string, unknown>;
    conformIdTokenClaims?: boolean;
  };

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}
