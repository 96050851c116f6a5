import type { NextFunction, Request, Response } from "express";

/**
 * The header through which the client's real address reaches Better Auth and route
 * loaders. Express computes it (honouring TRUST_PROXY only when configured) and this
 * middleware overwrites whatever a client sent under the same name, so a forged
 * header can never choose its own rate-limit bucket.
 */
export const CLIENT_ADDRESS_HEADER = "x-shop-client-address";

export function clientAddressMiddleware(req: Request, _res: Response, next: NextFunction) {
  req.headers[CLIENT_ADDRESS_HEADER] = req.ip ?? req.socket.remoteAddress ?? "unknown";
  next();
}

export function clientAddressOf(headers: Headers): string {
  return headers.get(CLIENT_ADDRESS_HEADER) ?? "unknown";
}
