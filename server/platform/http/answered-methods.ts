import type { NextFunction, Request, Response } from "express";

/**
 * The methods the shop answers. Anything else (TRACE, CONNECT, PROPFIND, …) is refused with
 * 405 before it reaches a handler: React Router cannot even build a request for some of them
 * (TRACE was a 500), and none of them means anything here.
 */
export const ANSWERED_METHODS: ReadonlySet<string> = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

const ALLOW = [...ANSWERED_METHODS].join(", ");

export function answeredMethodsOnly(req: Request, res: Response, next: NextFunction) {
  if (ANSWERED_METHODS.has(req.method)) return next();
  res.setHeader("Allow", ALLOW);
  // The one error handler gives the Thai 405 text.
  next(Object.assign(new Error(`${req.method} is not answered`), { status: 405 }));
}
