import type { NextFunction, Request, Response } from "express";
import type { DatabaseConnection } from "../db/database";
import type { ContentChanges } from "./content-changes";
import { PageCache } from "./page-cache";
import { msUntilNextFlashSaleBoundary } from "./page-cache-lifetime";

// Kept on globalThis, like the database, so a module reload in development finds it.
const holder = globalThis as { __shopPageCache?: PageCache };

/**
 * Creates the process's page cache on the shop's database, emptied by the instance's shared
 * content-change listener. The cache serves nothing until the listener is LISTENing, and
 * stops serving whenever it is not.
 */
export function startPageCache(connection: DatabaseConnection, maxBytes: number, changes: ContentChanges): { cache: PageCache; stop: () => Promise<void> } {
  const cache = new PageCache({
    maxBytes,
    msUntilNextTimeBoundary: () => msUntilNextFlashSaleBoundary(connection.db, new Date()),
  });
  const unsubscribe = changes.subscribe({
    onChange: () => cache.invalidate(),
    onListening: () => cache.setActive(true),
    onLost: () => cache.setActive(false),
  });
  holder.__shopPageCache = cache;
  return {
    cache,
    stop: async () => {
      if (holder.__shopPageCache === cache) holder.__shopPageCache = undefined;
      unsubscribe();
      cache.setActive(false);
    },
  };
}

/** The page cache middleware, or a pass-through when the cache is off (development, PAGE_CACHE_MB=0). */
export function pageCacheMiddleware(req: Request, res: Response, next: NextFunction) {
  const cache = holder.__shopPageCache;
  if (!cache) return next();
  return cache.middleware(req, res, next);
}
