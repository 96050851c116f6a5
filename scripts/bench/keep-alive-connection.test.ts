import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KeepAliveConnection } from "./keep-alive-connection";

let server: http.Server;
let port: number;
const seen: { method: string; url: string; host: string | undefined; body: string; from: string | undefined; socket: unknown }[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      seen.push({
        method: request.method!,
        url: request.url!,
        host: request.headers.host,
        body: Buffer.concat(chunks).toString("utf8"),
        from: request.socket.remoteAddress,
        socket: request.socket,
      });
      if (request.url === "/redirect") {
        response.writeHead(303, { location: "/payment-confirmation?order=ORDER-ABCDEFGHI", "content-length": "0" });
        response.end();
      } else if (request.url === "/page") {
        // Written in pieces: a chunked body, as a streamed page arrives.
        response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        response.write("<p>ลิป ");
        setTimeout(() => response.end("สีแดง หมดแล้ว</p>"), 5);
      } else if (request.url === "/close") {
        response.writeHead(200, { connection: "close", "content-length": "2" });
        response.end("ok");
      } else {
        response.writeHead(404, { "content-length": "0" });
        response.end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const post = (path: string) => `POST ${path} HTTP/1.1`;
const TEXT = ["content-type: text/plain"];

describe("the checkout bench's keep-alive connection", () => {
  it("reads a redirect, a chunked page and a closing answer, on one connection while it stays open, from its own address", async () => {
    const connection = new KeepAliveConnection(`http://127.0.0.1:${port}`, "127.0.0.3");
    try {
      const redirect = await connection.request(post("/redirect"), TEXT, "a=1&b=ไทย");
      expect(redirect.status).toBe(303);
      expect(redirect.headers.get("location")).toBe("/payment-confirmation?order=ORDER-ABCDEFGHI");
      expect(redirect.body.length).toBe(0);

      const page = await connection.request(post("/page"), TEXT, "");
      expect(page.status).toBe(200);
      expect(page.body.toString("utf8")).toBe("<p>ลิป สีแดง หมดแล้ว</p>");

      const closing = await connection.request(post("/close"), TEXT, "");
      expect(closing.body.toString("utf8")).toBe("ok");
      // The server closed that connection: the next request opens another.
      const again = await connection.request(post("/redirect"), TEXT, "");
      expect(again.status).toBe(303);

      const mine = seen.slice(-4);
      expect(mine.map((request) => request.url)).toEqual(["/redirect", "/page", "/close", "/redirect"]);
      expect(mine[0]!.body).toBe("a=1&b=ไทย");
      expect(mine.every((request) => request.host === `127.0.0.1:${port}`)).toBe(true);
      expect(mine.every((request) => request.from === "127.0.0.3")).toBe(true);
      expect(mine[0]!.socket).toBe(mine[2]!.socket);
      expect(mine[3]!.socket).not.toBe(mine[2]!.socket);
    } finally {
      connection.close();
    }
  });

  it("refuses a second request while one waits, and fails one whose connection cannot be made", async () => {
    const connection = new KeepAliveConnection(`http://127.0.0.1:${port}`, "127.0.0.3");
    try {
      const first = connection.request(post("/page"), TEXT, "");
      await expect(connection.request(post("/page"), TEXT, "")).rejects.toThrow(/still waiting/);
      expect((await first).status).toBe(200);
    } finally {
      connection.close();
    }
    const nowhere = new KeepAliveConnection("http://127.0.0.1:1", "127.0.0.3");
    await expect(nowhere.request(post("/page"), TEXT, "")).rejects.toThrow();
  });
});
