import type { NextFunction, Request, Response } from "express";
import { beforeHeaders } from "./before-headers";
import { isPrivatePath } from "./cacheable-pages";

/**
 * Pages and answers behind `PRIVATE_FIRST_SEGMENTS` (accounts, checkout, back-office, /api)
 * go out with `Cache-Control: private, no-store`: a shared computer's back button, its disk
 * cache or a proxy must not keep a member's profile, orders or payment settings. One rule
 * for every such path, so a new member page is covered by being in the list the page cache
 * already reads. A route that chose its own Cache-Control (e.g. public address suggestions)
 * keeps it.
 */
export const PRIVATE_CACHE_CONTROL = "private, no-store";

export function privatePages(req: Request, res: Response, next: NextFunction) {
  if (isPrivatePath(req.path)) {
    beforeHeaders(res, () => {
      if (!res.hasHeader("Cache-Control")) res.setHeader("Cache-Control", PRIVATE_CACHE_CONTROL);
    });
  }
  next();
}
