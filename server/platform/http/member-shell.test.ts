import { gunzipSync } from "node:zlib";
import type { Request, Response } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { markMemberShell, markMemberShellAsItStreams } from "./member-shell";
import { request, startPageServer } from "./test-support/page-server";

const PAGE = '<!DOCTYPE html><html lang="th"><head><title>ลิป</title></head><body><p>สวัสดี</p></body></html>';
const MARKED = PAGE.replace("<html", '<html data-member-shell=""');

describe("markMemberShell", () => {
  it("marks the <html> tag and changes nothing else", () => {
    expect(markMemberShell(Buffer.from(PAGE)).toString()).toBe(MARKED);
  });

  it("leaves a body without an <html> tag near its start alone", () => {
    const fragment = Buffer.from("<p>no document</p>");
    expect(markMemberShell(fragment)).toBe(fragment);
    const late = Buffer.from(`${"x".repeat(4096)}<html>`);
    expect(markMemberShell(late)).toBe(late);
  });
});

describe("markMemberShellAsItStreams", () => {
  let server: Awaited<ReturnType<typeof startPageServer>>;
  // The page written in pieces, the <html> tag itself split between two writes.
  const pieces = ["<!DOCTYPE html><ht", 'ml lang="th"><head><title>ลิป</title></head>', "<body><p>สวัสดี</p></body></html>"];

  beforeAll(async () => {
    server = await startPageServer(
      (_request, response, next) => {
        markMemberShellAsItStreams(response);
        next();
      },
      (req: Request, res: Response) => {
        res.status(200).type("html");
        if (req.path === "/at-once") return void res.end(PAGE);
        if (req.path === "/empty") return void res.end();
        res.write(pieces[0]);
        setImmediate(() => {
          res.write(Buffer.from(pieces[1]!));
          setImmediate(() => res.end(pieces[2]));
        });
      },
    );
  });
  afterAll(() => server.close());

  it.each(["/in-pieces", "/at-once"])("marks a page written %s", async (path) => {
    for (const encoding of ["identity", "gzip"]) {
      const answer = await request(`${server.url}${path}`, { headers: { "accept-encoding": encoding } });
      expect(answer.status).toBe(200);
      expect(answer.headers["content-encoding"] === "gzip" ? gunzipSync(answer.body).toString() : answer.text).toBe(MARKED);
    }
  });

  it("ends an empty answer", async () => {
    const answer = await request(`${server.url}/empty`);
    expect(answer.status).toBe(200);
    expect(answer.text).toBe("");
  });
});
