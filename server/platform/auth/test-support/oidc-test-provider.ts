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

/**
 * A person's LINE Login at the stand-in over plain HTTP, as a browser would go through it: from the
 * shop's authorization URL through the login form (as `lineUserId`) and the consent form, up to the
 * redirect back to the shop. Answers that redirect's URL (the shop's callback with code and state).
 */
export async function loginAtTestProvider(authorizationUrl: string, lineUserId: string, redirectUri: string): Promise<string> {
  const cookies = new Map<string, string>();
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  const keepCookies = (response: Response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const at = pair!.indexOf("=");
      cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
  };
  let url = authorizationUrl;
  let body: URLSearchParams | undefined;
  for (let step = 0; step < 12; step++) {
    const response = await fetch(url, {
      method: body ? "POST" : "GET",
      redirect: "manual",
      headers: { cookie: cookieHeader(), ...(body ? { "content-type": "application/x-www-form-urlencoded" } : {}) },
      body,
    });
    keepCookies(response);
    body = undefined;
    const location = response.headers.get("location");
    if (location) {
      url = new URL(location, url).toString();
      if (url.startsWith(redirectUri)) return url;
      continue;
    }
    // An interaction page: the login form first, then the consent form; each posts back to its own URL.
    const page = await response.text();
    const prompt = /name="prompt" value="(login|consent)"/.exec(page)?.[1];
    if (!prompt) throw new Error(`The stand-in provider answered ${response.status} without a form: ${page.slice(0, 200)}`);
    body = new URLSearchParams(prompt === "login" ? { prompt, login: lineUserId, password: "any password at the test provider" } : { prompt });
  }
  throw new Error("The stand-in provider never sent the person back to the shop");
}
