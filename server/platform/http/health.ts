import type { Request, Response } from "express";
import { sql } from "drizzle-orm";
import { migrationsApplied, type ShopDatabase } from "../db/database";
import { errorFields, logger } from "../logger";

/** What /readyz asks of this instance; installed by start-up, removed when the shop stops. */
export type Readiness = {
  db: ShopDatabase;
  /** The instance's content-change listener (page cache, live streams) is LISTENing. */
  listening: () => boolean;
};

const holder = globalThis as { __shopReadiness?: Readiness };

export function installReadiness(readiness: Readiness | undefined) {
  holder.__shopReadiness = readiness;
}

/** How long /readyz waits for the database before calling it unreachable. */
const DATABASE_CHECK_MS = 2_000;

/** `GET /healthz`: the process is up and answering. A load balancer restarts it when this fails. */
export function healthz(_request: Request, response: Response) {
  response.setHeader("Cache-Control", "no-store");
  response.type("text/plain").send("ok\n");
}

type CheckResult = "ok" | "failed";

/**
 * `GET /readyz`: whether this instance should be sent shoppers: the database answers within
 * 2 s, holds every migration this code ships, and the change listener is connected (without it
 * this instance's page cache and live pages would miss edits). 503 names what is missing, and
 * 503 from the moment the shop starts stopping, so the balancer moves traffic away first.
 */
export async function readyz(_request: Request, response: Response) {
  response.setHeader("Cache-Control", "no-store");
  const readiness = holder.__shopReadiness;
  if (!readiness) {
    response.status(503).json({ status: "stopping" });
    return;
  }
  const checks: Record<"database" | "migrations" | "listener", CheckResult> = {
    database: "failed",
    migrations: "failed",
    listener: readiness.listening() ? "ok" : "failed",
  };
  try {
    await withTimeout(readiness.db.execute(sql`select 1`), DATABASE_CHECK_MS);
    checks.database = "ok";
    checks.migrations = (await withTimeout(migrationsApplied(readiness.db), DATABASE_CHECK_MS)) ? "ok" : "failed";
  } catch (error) {
    logger.debug("Readiness: the database did not answer", errorFields(error));
  }
  const ready = Object.values(checks).every((result) => result === "ok");
  response.status(ready ? 200 : 503).json({ status: ready ? "ready" : "not ready", checks });
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
