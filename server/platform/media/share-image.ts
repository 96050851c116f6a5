import path from "node:path";
import type { NextFunction, Request, Response } from "express";
import sharp from "sharp";
import { errorFields, logger } from "../logger";
import { fileStorage } from "./file-storage";

// `<folders>/<name>-<width>.jpg`: lower-case names as the image store writes them, no dots.
const SHARE_IMAGE = /^\/(?<stem>(?:[a-z0-9_-]+\/)*[a-z0-9_-]+-\d+)\.jpg$/;
const JPEG = { quality: 82, mozjpeg: true } as const;

/**
 * Mounted under /media before the static files: a request for `<image>-<width>.jpg` that is
 * not on disk yet is made from the stored `<image>-<width>.webp` (white behind any
 * transparency) and written beside it, so link previews get a JPEG (see `shareImageUrl`)
 * without every upload and demo image being stored in a third format. Anything else, and a
 * JPEG whose WebP does not exist, goes on to the static files (and their 404).
 */
export function shareImageRenditions(uploadsDir: string) {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const match = req.method === "GET" || req.method === "HEAD" ? SHARE_IMAGE.exec(req.path) : null;
    if (!match?.groups) return next();
    const jpeg = path.join(uploadsDir, `${match.groups.stem}.jpg`);
    const webp = path.join(uploadsDir, `${match.groups.stem}.webp`);
    try {
      const storage = fileStorage();
      if (!(await storage.exists(jpeg))) {
        const source = await storage.read(webp);
        if (source) await storage.write(jpeg, await sharp(source).flatten({ background: "#ffffff" }).jpeg(JPEG).toBuffer());
      }
    } catch (error) {
      logger.error("Could not make a JPEG share image", { file: webp, ...errorFields(error) });
    }
    next();
  };
}
