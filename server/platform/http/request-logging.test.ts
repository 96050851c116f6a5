import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logger } from "../logger";
import { logOf } from "../test-support/log-capture";
import { requestLogging } from "./request-logging";
import { request, startPageServer } from "./test-support/page-server";

let server: Awaited<ReturnType<typeof startPageServer>>;
beforeAll(async () => {
  server = await startPageServer([requestLogging], async (_request, response) => {
    // A line written late in the request, after an await, still names the request.
    await new Promise((resolve) => setTimeout(resolve, 5));
    logger.warn("Something worth a look while answering");
    response.send("ok");
  });
});
afterAll(() => server.close());

const linesOf = (log: string) =>
  log
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe("request logging", () => {
  it("puts the request's id on every line, answers it, and logs the path without the query or cookies", async () => {
    let answeredId: unknown;
    const log = await logOf(async () => {
      const response = await request(`${server.url}/products?q=someone@example.com`, {
        headers: { cookie: "shop.session_token=secret-session" },
      });
      answeredId = response.headers["x-request-id"];
      // The "request completed" line is written when the response has finished.
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(answeredId).toMatch(/^[0-9a-f-]{36}$/);
    const lines = linesOf(log);
    expect(lines.map((line) => line.message)).toEqual(["Something worth a look while answering", "request completed"]);
    for (const line of lines) expect(line.requestId).toBe(answeredId);
    expect(lines[1]).toMatchObject({ level: "info", req: { method: "GET", path: "/products" }, res: { statusCode: 200 } });
    expect(log).not.toContain("example.com");
    expect(log).not.toContain("secret-session");
  });

  it("keeps a load balancer's request id and replaces one that does not look like an id", async () => {
    const kept = await request(`${server.url}/`, { headers: { "x-request-id": "haproxy-0a1b2c3d" } });
    expect(kept.headers["x-request-id"]).toBe("haproxy-0a1b2c3d");
    const replaced = await request(`${server.url}/`, { headers: { "x-request-id": "<script>" } });
    expect(replaced.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });
});
