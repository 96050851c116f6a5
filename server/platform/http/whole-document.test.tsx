/** @jsxImportSource react */
import { PassThrough, type Writable } from "node:stream";
import { Suspense, use } from "react";
import { renderToPipeableStream } from "react-dom/server.node";
import { describe, expect, it } from "vitest";
import { WHOLE_DOCUMENT_METHODS, wholeDocumentDestination } from "./whole-document";

const later = Promise.resolve("สีแดงอิฐ");
function Shade() {
  return <p>{use(later)}</p>;
}
function Page() {
  return (
    <html lang="th">
      <body>
        <h1>ลิปสติกเนื้อกำมะหยี่</h1>
        <Suspense fallback={<p>กำลังโหลด…</p>}>
          <Shade />
        </Suspense>
        <p>{"ก".repeat(20_000)}</p>
      </body>
    </html>
  );
}

function renderInto(destination: (done: (document: Buffer) => void) => Writable): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const target = destination(resolve);
    const { pipe } = renderToPipeableStream(<Page />, { onAllReady: () => pipe(target), onShellError: reject });
  });
}

describe("the whole-page destination (WHOLE_PAGE_RENDER, decision 100)", () => {
  it("is given only the methods it has by React's renderer: an upgrade that calls another fails here", async () => {
    const touched = new Set<string>();
    await renderInto((done) => {
      const destination = wholeDocumentDestination(done);
      return new Proxy(destination, {
        get(target, property, receiver) {
          if (typeof property === "string") touched.add(property);
          return Reflect.get(target, property, receiver);
        },
      });
    });
    // React looks for `flush` and calls it only where there is one (a compression stream's).
    const known = [...WHOLE_DOCUMENT_METHODS, "flush"] as readonly string[];
    const unknown = [...touched].filter((name) => !known.includes(name));
    expect(
      unknown,
      `React's renderer now uses ${unknown.join(", ")} on its destination, which server/platform/http/whole-document.ts does not provide: set WHOLE_PAGE_RENDER=false (pages then stream) until it is mended.`,
    ).toEqual([]);
  });

  it("holds the same document a Node Writable receives", async () => {
    const whole = await renderInto(wholeDocumentDestination);
    const streamed = await renderInto((done) => {
      const chunks: Buffer[] = [];
      const stream = new PassThrough();
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => done(Buffer.concat(chunks)));
      return stream;
    });
    expect(whole.toString("utf8"), "The whole-page destination lost or changed bytes: set WHOLE_PAGE_RENDER=false until whole-document.ts is mended.").toBe(
      streamed.toString("utf8"),
    );
    expect(whole.toString("utf8")).toContain("สีแดงอิฐ");
  });
});
