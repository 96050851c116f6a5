import os from "node:os";
import path from "node:path";
import { z } from "zod";
import type { S3StorageSettings } from "./media/s3-storage";

/**
 * The only reader of process.env. Every setting is validated once at start-up; a bad one
 * stops the server with a single line naming the setting and the reason.
 */
const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const settingsSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().trim().min(1).default("0.0.0.0"),
  PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  /** Unset: 54329, or a free port when that one is taken (decision 058). */
  EMBEDDED_DB_PORT: z.coerce.number().int().min(1024).max(65535).optional(),
  AUTH_SECRET: optionalText.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(8, "must be at least 8 characters").max(128).optional()),
  TRUST_PROXY: optionalText,
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: z.string().trim().min(3).default("Glossy & Velvet <no-reply@localhost>"),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  LINE_CLIENT_ID: optionalText,
  LINE_CLIENT_SECRET: optionalText,
  LINE_DISCOVERY_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** LINE Messaging API: staff notices of new orders and slips, pushed to LINE_NOTIFY_TO (a group, room or user id). */
  LINE_CHANNEL_ACCESS_TOKEN: optionalText,
  LINE_NOTIFY_TO: optionalText,
  /** The Messaging API channel's secret: members' messages (issue 38) and the webhook's signature check; needs LINE_CHANNEL_ACCESS_TOKEN. */
  LINE_CHANNEL_SECRET: optionalText,
  /** LINE's API address; tests point it at a local server speaking the same API. */
  LINE_API_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** Uploads and payment proofs in an S3-compatible bucket instead of DATA_DIR (decision 049). */
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  S3_REGION: z.string().trim().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** Bucket in the path (MinIO, most self-hosted services); by default on when S3_ENDPOINT is set. */
  S3_FORCE_PATH_STYLE: z.enum(["true", "false"]).optional(),
  /** Bearer token for GET /metrics (Prometheus); without it /metrics does not exist. */
  METRICS_TOKEN: optionalText.pipe(z.string().min(16, "must be at least 16 characters").optional()),
  /** Database connections one instance opens at most; instances × this must stay under the server's max_connections. */
  DATABASE_POOL_MAX: z.coerce.number().int().min(2).max(500).default(10),
  /**
   * Processes answering HTTP on PORT (decision 093): `1`, a number, or `auto` (one per CPU core
   * Node may use). Several share the port and the database like instances behind a balancer.
   */
  WEB_WORKERS: z.union([z.literal("auto"), z.coerce.number().int().min(1).max(64)]).default(1),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
  SEED_DEMO_DATA: z.enum(["true", "false"]).default("true"),
  /** With the demo catalogue, its 90 days of orders, reviews and slips (decision 098). */
  SEED_DEMO_HISTORY: z.enum(["true", "false"]).default("true"),
  PAGE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(32),
  /**
   * The rendering tricks, each switchable on its own so a framework upgrade can fall back in one
   * line (decision 062). Off, the shop renders and hydrates as React Router's own entries do.
   * DEFERRED_HYDRATION: scripts fetched after the first paint (decision 015).
   * EARLY_TAP_REPLAY: taps before hydration kept and replayed (decision 021); rides in the
   * deferred-hydration loader, so it is off whenever that is.
   */
  DEFERRED_HYDRATION: z.enum(["true", "false"]).default("true"),
  EARLY_TAP_REPLAY: z.enum(["true", "false"]).default("true"),
  /** Storefront and member pages rendered whole and sent in one piece (decision 051); `false`: streamed as React streams them. */
  WHOLE_PAGE_RENDER: z.enum(["true", "false"]).default("true"),
  /** Live-refresh event streams one instance holds at most (decision 040); more are answered 503. */
  LIVE_STREAMS_MAX: z.coerce.number().int().min(1).max(100_000).default(5_000),
  /** Of those, the streams one client address holds at most (its IPv6 /64: decision 053); more are answered 429. */
  LIVE_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Hours an unpaid order is kept before it is cancelled unless its payment clock stops (decision 056); fractions allowed (tests). */
  ORDER_PAYMENT_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(24),
  /** Unpaid orders one member may hold at once (decision 056); paying, cancelling or expiry frees a place. */
  UNPAID_ORDERS_PER_MEMBER: z.coerce.number().int().min(1).max(1_000_000).default(3),
  /** Units of one product one member may hold in unpaid orders (decision 056). */
  UNPAID_UNITS_PER_PRODUCT: z.coerce.number().int().min(1).max(1_000_000).default(5),
  /** Orders one member may place in an hour, paid or not (decision 056). */
  ORDERS_PER_MEMBER_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(20),
  /** The shop assistant's LLM (issue 12): any OpenAI-compatible chat API; all three or none. */
  AI_BASE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  AI_MODEL: optionalText,
  AI_API_KEY: optionalText,
  /** The LLM's whole reply must end within this; its first words within AI_FIRST_TEXT_MS, or the built-in assistant answers. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(20_000),
  AI_FIRST_TEXT_MS: z.coerce.number().int().min(500).max(60_000).default(8_000),
  /** A slip-verification provider (decision 110): its verify endpoint and API key, both or neither; without them staff check every slip. */
  SLIP_CHECK_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  SLIP_CHECK_API_KEY: optionalText,
  /** A provider slower than this leaves the slip to staff; the upload never waits longer. */
  SLIP_CHECK_TIMEOUT_MS: z.coerce.number().int().min(500).max(30_000).default(4_000),
});

/** An OAuth/OpenID Connect client registered with a sign-in provider. */
export type OAuthClientSettings = { clientId: string; clientSecret: string };

/** LINE's own discovery document; LINE_DISCOVERY_URL replaces it (tests, a LINE-compatible stand-in). */
export const LINE_DISCOVERY_URL = "https://access.line.me/.well-known/openid-configuration";

export type ShopSettings = z.infer<typeof settingsSchema> & {
  EMBEDDED_DB_PORT: number;
  /** EMBEDDED_DB_PORT was not set: the embedded PostgreSQL may take a free port when the default is taken. */
  embeddedDbPortIsDefault: boolean;
  publicUrl: string;
  /** Google sign-in, on only when both its client id and secret are set. */
  google: OAuthClientSettings | null;
  /** LINE sign-in, on only when both its client id and secret are set. */
  line: (OAuthClientSettings & { discoveryUrl: string }) | null;
  /** Staff notices through the LINE Messaging API, on only when both the channel token and the recipient are set. */
  lineMessaging: LineMessagingSettings | null;
  /** Messages to members who consented (decision 111), on only when the channel token and the channel secret are set. */
  lineMembers: LineMemberSettings | null;
  /** The shop assistant's LLM, on only when AI_BASE_URL, AI_MODEL and AI_API_KEY are all set. */
  ai: AiSettings | null;
  /** The slip-verification provider, on only when SLIP_CHECK_URL and SLIP_CHECK_API_KEY are both set. */
  slipCheck: SlipCheckSettings | null;
  /** The file bucket, on only with S3_BUCKET (decision 049); DATA_DIR otherwise. */
  s3: S3StorageSettings | null;
  dataDir: string;
  uploadsDir: string;
  secureCookies: boolean;
  /** WEB_WORKERS as a number of processes. */
  webWorkers: number;
};

/** The LINE Messaging API's own address; LINE_API_URL replaces it (tests). */
export const LINE_API_URL = "https://api.line.me";

export type AiSettings = { baseUrl: string; model: string; apiKey: string; timeoutMs: number; firstTextMs: number };

export type SlipCheckSettings = { url: string; apiKey: string; timeoutMs: number };

export type LineMessagingSettings = { channelAccessToken: string; to: string; apiUrl: string };

/** The same Official Account's channel, for members: pushes with its token, webhooks checked with its secret. */
export type LineMemberSettings = { channelAccessToken: string; channelSecret: string; apiUrl: string };

/** The embedded PostgreSQL's port when EMBEDDED_DB_PORT is not set. */
export const DEFAULT_EMBEDDED_DB_PORT = 54329;

export class SettingsError extends Error {
  override name = "SettingsError";
}

export function readSettings(source: NodeJS.ProcessEnv = process.env): ShopSettings {
  const parsed = settingsSchema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? "settings");
    const given = source[name];
    throw new SettingsError(`Setting ${name} is invalid: ${issue.message}${given === undefined ? " (it is not set)" : ` (got "${given}")`}.`);
  }
  const settings = parsed.data;
  if (Boolean(settings.ADMIN_EMAIL) !== Boolean(settings.ADMIN_PASSWORD)) {
    throw new SettingsError("Settings ADMIN_EMAIL and ADMIN_PASSWORD must be set together (or neither).");
  }
  for (const [id, secret] of [
    ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET"],
    ["LINE_CLIENT_ID", "LINE_CLIENT_SECRET"],
    ["S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"],
  ] as const) {
    if (Boolean(settings[id]) !== Boolean(settings[secret])) {
      throw new SettingsError(`Settings ${id} and ${secret} must be set together (or neither).`);
    }
  }
  if (Boolean(settings.SLIP_CHECK_URL) !== Boolean(settings.SLIP_CHECK_API_KEY)) {
    throw new SettingsError("Settings SLIP_CHECK_URL and SLIP_CHECK_API_KEY must be set together (or neither).");
  }
  // The channel token serves staff notices (with LINE_NOTIFY_TO), members' messages (with LINE_CHANNEL_SECRET), or both.
  if (settings.LINE_CHANNEL_ACCESS_TOKEN ? !settings.LINE_NOTIFY_TO && !settings.LINE_CHANNEL_SECRET : settings.LINE_NOTIFY_TO) {
    throw new SettingsError("Settings LINE_CHANNEL_ACCESS_TOKEN and LINE_NOTIFY_TO must be set together (or neither), or the token with LINE_CHANNEL_SECRET.");
  }
  if (settings.LINE_CHANNEL_SECRET && !settings.LINE_CHANNEL_ACCESS_TOKEN) {
    throw new SettingsError("Setting LINE_CHANNEL_SECRET needs LINE_CHANNEL_ACCESS_TOKEN (the same Messaging API channel).");
  }
  const lineApiUrl = (settings.LINE_API_URL ?? LINE_API_URL).replace(/\/+$/, "");
  const aiSet = [settings.AI_BASE_URL, settings.AI_MODEL, settings.AI_API_KEY].filter(Boolean).length;
  if (aiSet !== 0 && aiSet !== 3) {
    throw new SettingsError("Settings AI_BASE_URL, AI_MODEL and AI_API_KEY must be set together (or none).");
  }
  const publicUrl = (settings.PUBLIC_URL ?? `http://localhost:${settings.PORT}`).replace(/\/+$/, "");
  const dataDir = path.resolve(settings.DATA_DIR);
  return {
    ...settings,
    EMBEDDED_DB_PORT: settings.EMBEDDED_DB_PORT ?? DEFAULT_EMBEDDED_DB_PORT,
    embeddedDbPortIsDefault: settings.EMBEDDED_DB_PORT === undefined,
    publicUrl,
    google:
      settings.GOOGLE_CLIENT_ID && settings.GOOGLE_CLIENT_SECRET ? { clientId: settings.GOOGLE_CLIENT_ID, clientSecret: settings.GOOGLE_CLIENT_SECRET } : null,
    line:
      settings.LINE_CLIENT_ID && settings.LINE_CLIENT_SECRET
        ? {
            clientId: settings.LINE_CLIENT_ID,
            clientSecret: settings.LINE_CLIENT_SECRET,
            discoveryUrl: settings.LINE_DISCOVERY_URL ?? LINE_DISCOVERY_URL,
          }
        : null,
    lineMessaging:
      settings.LINE_CHANNEL_ACCESS_TOKEN && settings.LINE_NOTIFY_TO
        ? {
            channelAccessToken: settings.LINE_CHANNEL_ACCESS_TOKEN,
            to: settings.LINE_NOTIFY_TO,
            apiUrl: lineApiUrl,
          }
        : null,
    lineMembers:
      settings.LINE_CHANNEL_ACCESS_TOKEN && settings.LINE_CHANNEL_SECRET
        ? { channelAccessToken: settings.LINE_CHANNEL_ACCESS_TOKEN, channelSecret: settings.LINE_CHANNEL_SECRET, apiUrl: lineApiUrl }
        : null,
    ai:
      settings.AI_BASE_URL && settings.AI_MODEL && settings.AI_API_KEY
        ? {
            baseUrl: settings.AI_BASE_URL.replace(/\/+$/, ""),
            model: settings.AI_MODEL,
            apiKey: settings.AI_API_KEY,
            timeoutMs: settings.AI_TIMEOUT_MS,
            firstTextMs: Math.min(settings.AI_FIRST_TEXT_MS, settings.AI_TIMEOUT_MS),
          }
        : null,
    slipCheck:
      settings.SLIP_CHECK_URL && settings.SLIP_CHECK_API_KEY
        ? { url: settings.SLIP_CHECK_URL, apiKey: settings.SLIP_CHECK_API_KEY, timeoutMs: settings.SLIP_CHECK_TIMEOUT_MS }
        : null,
    s3: settings.S3_BUCKET
      ? {
          bucket: settings.S3_BUCKET,
          ...(settings.S3_ENDPOINT ? { endpoint: settings.S3_ENDPOINT } : {}),
          region: settings.S3_REGION,
          ...(settings.S3_ACCESS_KEY_ID && settings.S3_SECRET_ACCESS_KEY
            ? { accessKeyId: settings.S3_ACCESS_KEY_ID, secretAccessKey: settings.S3_SECRET_ACCESS_KEY }
            : {}),
          forcePathStyle: (settings.S3_FORCE_PATH_STYLE ?? (settings.S3_ENDPOINT ? "true" : "false")) === "true",
        }
      : null,
    dataDir,
    uploadsDir: path.join(dataDir, "uploads"),
    // Browsers treat http://localhost as secure, so production cookies can always be Secure;
    // a production deployment elsewhere must be served over HTTPS.
    secureCookies: settings.NODE_ENV === "production" || publicUrl.startsWith("https://"),
    webWorkers: settings.WEB_WORKERS === "auto" ? os.availableParallelism() : settings.WEB_WORKERS,
  };
}

let current: ShopSettings | undefined;

/** Settings for this process, read on first use. */
export function settings(): ShopSettings {
  current ??= readSettings();
  return current;
}

/** Tests and tools that start the shop with explicit settings. */
export function installSettings(next: ShopSettings) {
  current = next;
}
