import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import type { NextFunction, Request, Response } from "express";
import { preferredEncoding } from "./page-cache";

const CONTENT_TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
};
const SUFFIX = { br: ".br", gzip: ".gz" } as const;

/**
 * Serves the build's hashed assets in the `.br`/`.gz` forms written at build time
 * (scripts/precompress-plugin.ts) to clients that accept them; everything else falls through
 * to the plain static handler. Assets never change under a name, hence the year-long cache.
 */
export function precompressedAssets(directory: string) {
  const root = path.resolve(directory);
  // A build's assets do not change while it is served: list them once.
  const available = new Set(existsSync(root) ? readdirSync(root) : []);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    // Hashed asset names are plain ASCII, so the path needs no decoding.
    const name = req.path.replace(/^\/+/, "");
    const type = CONTENT_TYPES[path.extname(name)];
    if (!type || name.includes("/") || !available.has(name)) return next();
    const encoding = preferredEncoding(req.headers["accept-encoding"]);
    res.vary("Accept-Encoding");
    if (encoding === "identity" || !available.has(name + SUFFIX[encoding])) return next();
    res.setHeader("Content-Type", type);
    res.setHeader("Content-Encoding", encoding);
    res.sendFile(path.join(root, name + SUFFIX[encoding]), { maxAge: "1y", immutable: true }, (error) => {
      if (error && !res.headersSent) next();
    });
  };
}
