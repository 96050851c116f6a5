import path from "node:path";
import { pipeline } from "node:stream/promises";
import express, { type NextFunction, type Request, type RequestHandler, type Response } from "express";
import { fileStorage } from "./file-storage";

// Uploaded files get new names when replaced, so they never change in place.
const MEDIA_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * `/media/*`: the shop's stored uploads. From the disk, Express's static files; from a bucket
 * (decision 049), streamed through the shop, so the bucket stays private and a CDN in front
 * caches them by the same headers. Dot files (`.incoming`) are never served.
 */
export function mediaFiles(uploadsDir: string): RequestHandler {
  if (fileStorage().kind === "disk") {
    return express.static(uploadsDir, {
      index: false,
      dotfiles: "ignore",
      fallthrough: false,
      maxAge: MEDIA_MAX_AGE_SECONDS * 1000,
      immutable: true,
    });
  }
  return async (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== "GET" && request.method !== "HEAD") return next(Object.assign(new Error("Method not allowed"), { status: 405 }));
    const relative = path.posix.normalize(decodeURIComponent(request.path)).replace(/^\/+/, "");
    if (relative === "" || relative.startsWith("..") || relative.split("/").some((segment) => segment.startsWith("."))) {
      return next(Object.assign(new Error("Not found"), { status: 404 }));
    }
    const file = await fileStorage().open(path.join(uploadsDir, relative));
    if (!file) return next(Object.assign(new Error("Not found"), { status: 404 }));
    response.setHeader("Content-Type", file.contentType);
    response.setHeader("Cache-Control", `public, max-age=${MEDIA_MAX_AGE_SECONDS}, immutable`);
    if (file.etag) response.setHeader("ETag", file.etag);
    if (file.lastModified) response.setHeader("Last-Modified", file.lastModified.toUTCString());
    if (file.etag && request.get("if-none-match") === file.etag) {
      file.body.destroy();
      response.status(304).end();
      return;
    }
    response.setHeader("Content-Length", String(file.size));
    if (request.method === "HEAD") {
      file.body.destroy();
      response.end();
      return;
    }
    await pipeline(file.body, response);
  };
}
