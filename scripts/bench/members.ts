// Members for the checkout benchmark, created the way shoppers create them: the shop's own
// sign-up over HTTP, which answers with the member's session cookie. Sign-up allows 3 per
// client address per 5 minutes, so each group of three signs up from its own loopback source
// address (127.0.1.1, 127.0.1.2, …) — the limit stays as it is in production.
import http from "node:http";
import { SIGN_UP_RATE_LIMIT } from "../../domain/auth/auth-limits";
import { KeepAliveConnection } from "./keep-alive-connection";
import type { Outcome } from "./load-driver";

export type BenchMember = {
  email: string;
  /** The session cookie(s) the sign-up set, as a Cookie header. */
  cookie: string;
  /** The loopback address this member's requests come from. */
  address: string;
  /** Keep-alive connections of this member's "browser" only. */
  agent: http.Agent;
  /** The same browser's connections as the checkout bench drives them (lean on CPU, keep-alive): one per shop address, by its URL. */
  connections: Map<string, KeepAliveConnection>;
};

const PASSWORD = "Lipstick-Bench-2024!";
const SIGN_UPS_AT_ONCE = 4;
/**
 * Members signed up so far in this run, by any part of the bench: each call goes on from here,
 * so the page cases' member and the checkout's buyers never share a source address's limit.
 */
let signedUpSoFar = 0;

/** The i-th loopback client address, for member groups of `perAddress`. */
export function loopbackAddress(index: number, perAddress = SIGN_UP_RATE_LIMIT.maxAttempts) {
  const group = Math.floor(index / perAddress);
  return `127.0.${1 + Math.floor(group / 250)}.${1 + (group % 250)}`;
}

export async function signUpMembers(shopUrl: string, count: number, label: string): Promise<BenchMember[]> {
  const members: BenchMember[] = new Array(count);
  const first = signedUpSoFar;
  signedUpSoFar += count;
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < count; index = next++) {
      const address = loopbackAddress(first + index);
      const email = `bench-${label}-${Date.now().toString(36)}-${index}@bench.test`;
      const response = await postJson(`${shopUrl}/api/auth/sign-up/email`, { name: `นักช้อป ${index + 1}`, email, password: PASSWORD }, address, shopUrl);
      if (response.status !== 200) {
        throw new Error(`Sign-up ${index + 1} from ${address} answered ${response.status}: ${response.body.slice(0, 300)}`);
      }
      const cookie = sessionCookieOf(response.setCookie);
      if (!cookie) throw new Error(`Sign-up ${index + 1} set no session cookie.`);
      members[index] = { email, cookie, address, ...browserConnections() };
    }
  };
  await Promise.all(Array.from({ length: SIGN_UPS_AT_ONCE }, worker));
  return members;
}

/** Someone with an account (the shop's admin, say) signed in over HTTP from a loopback address of their own. */
export async function signInMember(shopUrl: string, account: { email: string; password: string }, address = "127.0.9.1"): Promise<BenchMember> {
  const response = await postJson(`${shopUrl}/api/auth/sign-in/email`, account, address, shopUrl);
  if (response.status !== 200) throw new Error(`Sign-in of ${account.email} answered ${response.status}: ${response.body.slice(0, 300)}`);
  return { email: account.email, cookie: sessionCookieOf(response.setCookie), address, ...browserConnections() };
}

function browserConnections() {
  return { agent: new http.Agent({ keepAlive: true, maxSockets: 1 }), connections: new Map<string, KeepAliveConnection>() };
}

/** The member's keep-alive connection to the shop at `shopUrl` (an instance's own address, or the load balancer's), opened on first use. */
export function connectionTo(member: BenchMember, shopUrl: string): KeepAliveConnection {
  let connection = member.connections.get(shopUrl);
  if (!connection) member.connections.set(shopUrl, (connection = new KeepAliveConnection(shopUrl, member.address)));
  return connection;
}

/** The cookies a sign-up or sign-in set (the session), as a Cookie header. */
function sessionCookieOf(setCookie: string[] | undefined) {
  return (setCookie ?? [])
    .map((header) => header.split(";")[0]!.trim())
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

export function closeMembers(members: readonly BenchMember[]) {
  for (const member of members) {
    member.agent.destroy();
    for (const connection of member.connections.values()) connection.close();
  }
}

/** The member's own session, as the shop's pages read it on every request: answered with the member's e-mail. */
export async function getSession(shopUrl: string, member: BenchMember): Promise<Outcome> {
  const response = await connectionTo(member, shopUrl).request(
    "GET /api/auth/get-session HTTP/1.1",
    [`cookie: ${member.cookie}`, "accept: application/json"],
    "",
  );
  const text = response.body.toString("utf8");
  if (response.status === 200 && text.includes(member.email)) return { kind: "placed" };
  return { kind: "failed", detail: `${response.status} ${text.slice(0, 200)}` };
}

function postJson(url: string, payload: unknown, localAddress: string, origin: string) {
  const body = JSON.stringify(payload);
  return new Promise<{ status: number; body: string; setCookie: string[] | undefined }>((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: "POST",
        // The shop's public address is http://localhost:<port>; IPv4, to come from a 127.0.x.y address.
        family: 4,
        localAddress,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), origin },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString("utf8"),
            setCookie: response.headers["set-cookie"],
          }),
        );
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}
