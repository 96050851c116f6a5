import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import { pinoHttp } from "pino-http";
import { pinoLogger, withRequestId } from "../logger";

/** A load balancer's or CDN's own id is kept when it looks like one; anything else is replaced. */
const FORWARDED_REQUEST_ID = /^[A-Za-z0-9._:-]{8,80}$/;

export const REQUEST_ID_HEADER = "x-request-id";

type LoggedRequest = IncomingMessage & { id?: unknown; originalUrl?: string };

// Only the method, the path and the status: no query (searches and e-mail addresses), no
// headers (cookies, authorisation), no addresses.
const pathOf = (request: LoggedRequest) => (request.originalUrl ?? request.url ?? "").split("?")[0] ?? "";

const requestCompletedLog = pinoHttp({
  logger: pinoLogger,
  genReqId: (request) => String((request as LoggedRequest).id),
  serializers: {
    req: (request: LoggedRequest) => ({ method: request.method, path: pathOf(request) }),
    res: (response: ServerResponse) => ({ statusCode: response.statusCode }),
  },
  wrapSerializers: false,
  customAttributeKeys: { responseTime: "durationMs" },
  customSuccessObject: (request, _response, fields: object) => ({ requestId: (request as LoggedRequest).id, ...fields }),
  customErrorObject: (request, _response, _error, fields: object) => ({ requestId: (request as LoggedRequest).id, ...fields }),
  // A shopper's 404 or 400 is not the shop's problem; a 5xx is.
  customLogLevel: (_request, response, error) => (error || response.statusCode >= 500 ? "error" : "info"),
  // The load balancer asks for these every few seconds.
  autoLogging: { ignore: (request) => /^\/(healthz|readyz|metrics)$/.test(pathOf(request)) },
});

/**
 * Gives every request an id (the incoming X-Request-Id when it looks like one), answers it in
 * X-Request-Id, puts it on every log line written while the request is served, and logs one
 * "request completed" line with its path, status and duration.
 */
export function requestLogging(request: Request, response: Response, next: NextFunction) {
  const forwarded = request.get(REQUEST_ID_HEADER);
  const requestId = forwarded && FORWARDED_REQUEST_ID.test(forwarded) ? forwarded : randomUUID();
  (request as LoggedRequest).id = requestId;
  response.setHeader(REQUEST_ID_HEADER, requestId);
  withRequestId(requestId, () => requestCompletedLog(request, response, next));
}
