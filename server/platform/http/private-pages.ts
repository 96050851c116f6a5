import type { NextFunction, Request, Response } from "express";
import { beforeHeaders } from "./before-headers";
import { isPersonalRequest, isPrivatePath } from "./cacheable-pages";

/**
 * `Cache-Control: private, no-store` for everything that may show someone's own data, so a
 * shared computer's back button, its disk cache or a proxy never keeps it:
 * - pages and data behind `PRIVATE_FIRST_SEGMENTS` (accounts, checkout, back-office, /api),
 *   for guests too (the redirect to /auth, the reset form): a new member page is covered by
 *   being in the list the page cache already reads;
 * - every answer to a personal request (a shop cookie or `Authorization`): the root loader puts
 *   the member's name and e-mail into every storefront page and every `.data` answer
 *   (`/_.data`, `/products.data`), which the page cache already refuses to keep or serve.
 * A route that chose its own Cache-Control (public address suggestions, immutable /media
 * files) keeps it.
 */
export const PRIVATE_CACHE_CONTROL = "private, no-store";

export function privatePages(req: Request, res: Response, next: NextFunction) {
  if (isPrivatePath(req.path) || isPersonalRequest(req.headers)) {
    beforeHeaders(res, () => {
      if (!res.hasHeader("Cache-Control")) res.setHeader("Cache-Control", PRIVATE_CACHE_CONTROL);
    });
  }
  next();
}
