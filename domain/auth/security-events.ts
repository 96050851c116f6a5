import { z } from "zod";

/** The events a browser may report to POST /api/security-log (spec §7). */
export const CLIENT_SECURITY_EVENTS = [
  "chat_message_sent",
  "rate_limit_exceeded",
  "successful_login",
  "failed_login",
  "signup_rate_limit_exceeded",
  "successful_signup",
  "failed_signup",
] as const;
export type ClientSecurityEvent = (typeof CLIENT_SECURITY_EVENTS)[number];

const JSON_KEY_MAX_LENGTH = 64;

/**
 * The body of a client report. The user is never taken from here (the server reads the
 * session); the reported user agent, page and time are kept as the client's claims.
 */
export const clientSecurityReportSchema = z.object({
  event: z.enum(CLIENT_SECURITY_EVENTS),
  details: z.record(z.string().max(JSON_KEY_MAX_LENGTH), z.unknown()).default({}),
  timestamp: z.iso.datetime({ offset: true }).optional(),
  userAgent: z.string().max(512).optional(),
  url: z.string().max(2048).optional(),
});
export type ClientSecurityReport = z.output<typeof clientSecurityReportSchema>;
