import { generateKeyPairSync } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

export type TestOidcAccount = { name: string; email?: string };

export type TestOidcProvider = {
  issuer: string;
  discoveryUrl: string;
  close: () => Promise<void>;
};

/**
 * A real OpenID Connect provider (the `oidc-provider` package) on loopback, standing in for
 * LINE: discovery, its own signing keys, login and consent pages (the package's development
 * interactions: any login name with any password signs in as that account), token and
 * userinfo endpoints. Accounts are keyed by the login name, which becomes the subject.
 */
export async function startTestOidcProvider(options: {
  client: { clientId: string; clientSecret: string; redirectUri: string };
  accounts: Record<string, TestOidcAccount>;
}): Promise<TestOidcProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const signingKey = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ format: "jwk" });

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.client.clientId,
        client_secret: options.client.clientSecret,
        redirect_uris: [options.client.redirectUri],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    jwks: { keys: [{ ...signingKey, alg: "RS256", use: "sig", kid: "test-key" }] },
    cookies: { keys: ["oidc-test-provider-cookie-key"] },
    ttl: { AccessToken: 600, Grant: 3600, IdToken: 600, Interaction: 600, Session: 3600 },
    claims: { openid: ["sub"], profile: ["name", "picture"], email: ["email"] },
    // Like LINE, put the profile and e-mail claims in the ID token itself.
    conformIdTokenClaims: false,
    findAccount: (_context, id) => {
      const account = options.accounts[id];
      if (!account) return undefined;
      return {
        accountId: id,
        claims: () => ({ sub: id, name: account.name, ...(account.email ? { email: account.email } : {}) }),
      };
    },
  });
  server.on("request", provider.callback());

  return {
    issuer,
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
