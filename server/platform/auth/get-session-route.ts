import type { RequestHandler } from "express";
import { sessionAnswer } from "./session-lookup";
import type { ShopAuth } from "./shop-auth";

/**
 * `GET /api/auth/get-session` for the ordinary case, answered with one prepared statement
 * instead of Better Auth's whole request pipeline (decision 076): the same JSON, field for field
 * (checked against Better Auth's own answer in the tests). A query (Better Auth's options) and
 * every case with a side effect (refresh, clean-up, a bad cookie) go on to Better Auth.
 */
export function fastGetSession(auth: () => ShopAuth): RequestHandler {
  return async (req, res, next) => {
    if (req.originalUrl.includes("?")) return next();
    const answer = await sessionAnswer(auth(), req.headers.cookie ?? null);
    if (answer === "ask-better-auth") return next();
    res.json(answer);
  };
}
