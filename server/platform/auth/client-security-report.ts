import { SECURITY_LOG_RATE_LIMIT } from "../../../domain/auth/auth-limits";
import { clientSecurityReportSchema } from "../../../domain/auth/security-events";
import { currentUser } from "./guards";
import { database } from "../db/database";
import { clientAddressOf } from "../http/client-address";
import { isJsonRequest } from "../http/json-request";
import { consumeRateLimit } from "../security/rate-limit";
import { recordSecurityEvent } from "../security/security-log";

/**
 * POST /api/security-log: a browser reports an event it saw (spec §7). The entry is marked
 * `source: client`; who, from where and with which browser come from the request itself
 * (session, real client address, User-Agent header), never from the body. Whatever the
 * client reports or withholds, the server logs the sign-in events it handles on its own.
 */
export async function recordClientSecurityReport(request: Request): Promise<Response> {
  if (request.method !== "POST") return problem(405, "method_not_allowed", "Use POST.", { Allow: "POST" });
  if (!isJsonRequest(request.headers)) {
    return problem(415, "unsupported_media_type", "Send application/json.");
  }
  const clientAddress = clientAddressOf(request.headers);
  const db = database();
  const verdict = await consumeRateLimit(db, `security-log:${clientAddress}`, SECURITY_LOG_RATE_LIMIT);
  if (!verdict.allowed) {
    return problem(429, "rate_limited", "Too many reports.", { "Retry-After": String(verdict.retryAfterSeconds) });
  }
  // The HTTP layer already held the body to SECURITY_LOG_MAX_BYTES (body-limit.ts).
  const text = await request.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return problem(400, "invalid_json", "The body is not JSON.");
  }
  const parsed = clientSecurityReportSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return problem(400, "invalid_report", `${issue?.path.join(".") || "body"}: ${issue?.message ?? "invalid"}`);
  }
  const report = parsed.data;
  const user = await currentUser(request);
  await recordSecurityEvent(db, {
    event: report.event,
    source: "client",
    userId: user?.id ?? null,
    email: user?.email ?? null,
    clientAddress,
    userAgent: request.headers.get("user-agent"),
    details: {
      ...report.details,
      ...(report.timestamp ? { reportedAt: report.timestamp } : {}),
      ...(report.url ? { url: report.url } : {}),
      ...(report.userAgent ? { reportedUserAgent: report.userAgent } : {}),
    },
  });
  return new Response(null, { status: 204 });
}

function problem(status: number, error: string, message: string, headers: Record<string, string> = {}) {
  return Response.json({ error, message }, { status, headers });
}
