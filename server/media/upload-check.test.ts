import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { PAYMENT_PROOF_MAX_BYTES, PAYMENT_PROOF_MIME_TYPES } from "../../domain/limits";
import { smallGif, tinyPdf } from "../payments/test-support/proof-files";
import { checkUpload } from "./image-store";
import { checkPdfStructure } from "./pdf-structure";

const proofRules = { maxBytes: PAYMENT_PROOF_MAX_BYTES, allowedMimeTypes: PAYMENT_PROOF_MIME_TYPES };

describe("checkUpload, the one checker for every file kind", () => {
  it("accepts a well-formed PDF and a GIF, judged by their bytes", async () => {
    expect(await checkUpload(tinyPdf(), proofRules)).toEqual({ kind: "pdf", mimeType: "application/pdf" });
    expect(await checkUpload(await smallGif(), proofRules)).toMatchObject({ kind: "image", mimeType: "image/gif", metadata: { width: 40 } });
  });

  it("refuses a fake PDF: the signature alone, junk after it, or a broken cross-reference", async () => {
    await expect(checkUpload(Buffer.from("%PDF-1.4\n"), proofRules)).rejects.toMatchObject({ reason: "unreadable" });
    const truncated = tinyPdf().subarray(0, 200);
    await expect(checkUpload(truncated, proofRules)).rejects.toMatchObject({ reason: "unreadable" });
    const wrongOffset = Buffer.from(tinyPdf().toString("latin1").replace(/startxref\n\d+/, "startxref\n12"), "latin1");
    await expect(checkUpload(wrongOffset, proofRules)).rejects.toMatchObject({ reason: "unreadable" });
    await expect(checkUpload(Buffer.from("just some text, saved as slip.pdf"), proofRules)).rejects.toMatchObject({ reason: "type" });
  });

  it("refuses a PDF that carries scripts or launches, even with escaped names", async () => {
    expect(checkPdfStructure(tinyPdf("/OpenAction << /S /JavaScript /JS (app.alert(1)) >> "))).toBe("active-content");
    expect(checkPdfStructure(tinyPdf("/AA << /O << /S /Launch /F (calc.exe) >> >> "))).toBe("active-content");
    expect(checkPdfStructure(tinyPdf("/OpenAction << /S /J#61vaScript >> "))).toBe("active-content");
    await expect(checkUpload(tinyPdf("/Names << /EmbeddedFiles 9 0 R >> "), proofRules)).rejects.toMatchObject({ reason: "unreadable" });
  });

  it("refuses 6 MB before looking at the content, and a type the route does not take", async () => {
    const sixMegabytes = Buffer.concat([tinyPdf(), Buffer.alloc(6 * 1024 * 1024 - 600, 32)]);
    await expect(checkUpload(sixMegabytes, proofRules)).rejects.toMatchObject({ reason: "size" });
    const webp = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#fff" } }).webp().toBuffer();
    await expect(checkUpload(webp, proofRules)).rejects.toMatchObject({ reason: "type" });
    await expect(checkUpload(tinyPdf(), { maxBytes: 1024 * 1024, allowedMimeTypes: ["image/png"] })).rejects.toMatchObject({ reason: "type" });
  });

  it("refuses an image whose header declares an absurd shape, before decoding it", async () => {
    const wide = await sharp({ create: { width: 9000, height: 2, channels: 3, background: "#000" } }).png().toBuffer();
    await expect(checkUpload(wide, proofRules)).rejects.toMatchObject({ reason: "dimensions" });
  });
});
