import http from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestTexts } from "../../../domain/shared/request-texts";
import { answeredMethodsOnly } from "./answered-methods";
import { shopErrorHandler } from "./error-responses";

let server: http.Server;
let port = 0;

beforeAll(async () => {
  const app = express();
  app.use(answeredMethodsOnly);
  // Stands for React Router, which throws on a request it cannot build (TRACE).
  app.all("/{*rest}", (req, res) => {
    if (req.method === "TRACE") throw new Error("'TRACE' HTTP method is unsupported.");
    res.send("ok");
  });
  app.use(shopErrorHandler);
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as { port: number }).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

function send(method: string) {
  return new Promise<{ status: number; allow?: string; body: string }>((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port, method, path: "/products" }, (response) => {
      let body = "";
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, allow: response.headers.allow, body }));
    });
    request.on("error", reject);
    request.end();
  });
}

describe("answeredMethodsOnly", () => {
  it("refuses TRACE and other methods the shop does not answer with a Thai 405 and an Allow header, never a 500", async () => {
    for (const method of ["TRACE", "PROPFIND", "MKCOL", "LOCK", "PURGE"]) {
      const answer = await send(method);
      expect(answer.status, method).toBe(405);
      expect(answer.allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
      expect(answer.body).toBe(requestTexts.methodNotAllowed);
    }
  });

  it("passes the methods the shop answers", async () => {
    for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]) expect((await send(method)).status, method).toBe(200);
  });
});
