import { logger } from "../logger";

/** Spec §2: the catch-all 404 page logs the path that was asked for. */
export function logPageNotFound(request: Request) {
  logger.warn("Page not found", { path: new URL(request.url).pathname });
}
