import type { Writable } from "node:stream";

/**
 * Where React's `renderToPipeableStream` writes a page that goes out whole (WHOLE_PAGE_RENDER,
 * decisions 051 and 100): it keeps the pieces and hands `done` the document's bytes when React
 * ends it. Not a Node `Writable`, which React documents, but the three methods React calls on
 * one: with a real Writable's stream machinery an uncached storefront render served about a
 * third fewer pages a second (decision 100). `whole-document.test.ts` pins which methods React
 * calls, and fails naming WHOLE_PAGE_RENDER when a React upgrade calls another.
 */
export function wholeDocumentDestination(done: (document: Buffer) => void): Writable {
  const pieces: Array<string | Uint8Array> = [];
  const destination = {
    write(piece: string | Uint8Array) {
      pieces.push(piece);
      return true;
    },
    end() {
      // The Node build writes bytes, and long pieces of text as they are (decision 085).
      done(Buffer.concat(pieces.map((piece) => (typeof piece === "string" ? Buffer.from(piece) : piece))));
    },
    // Listeners ('drain', 'error', 'close') React adds: this destination never fills up, errs or closes early.
    on() {
      return destination;
    },
  };
  return destination as unknown as Writable;
}

/** The methods React may call on the destination (the contract test's list). */
export const WHOLE_DOCUMENT_METHODS = ["write", "end", "on"] as const;
