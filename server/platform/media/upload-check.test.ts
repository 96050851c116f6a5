import { expectMapping } from "../../../domain/shared/test-support/expect-mapping";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { HERO_IMAGE_MIME_TYPES, HERO_VIDEO_MIME_TYPES } from "../../../domain/content/content-limits";
import { PAYMENT_PROOF_MAX_BYTES, PAYMENT_PROOF_MIME_TYPES } from "../../../domain/payments/payment-limits";
import { smallGif, tinyPdf } from "./test-support/sample-files";
import { tinyMp4, tinyOgv, tinyWebm } from "./test-support/video-files";
import { checkTextUpload, checkUpload, type UploadRejectedError } from "./upload-check";
import { checkPdfStructure } from "./pdf-structure";

const proofRules = { maxBytes: PAYMENT_PROOF_MAX_BYTES, allowedMimeTypes: PAYMENT_PROOF_MIME_TYPES };

describe("checkUpload, the one checker for every file kind", () => {
  it("accepts a well-formed PDF and a GIF, judged by their bytes", async () => {
    expect(await checkUpload(tinyPdf(), proofRules)).toEqual({ kind: "pdf", mimeType: "application/pdf" });
    expect(await checkUpload(await smallGif(), proofRules)).toMatchObject({
      kind: "image",
      mimeType: "image/gif",
      metadata: { width: 40 },
    });
  });

  it("refuses a fake PDF: the signature alone, junk after it, or a broken cross-reference", async () => {
    await expect(checkUpload(Buffer.from("%PDF-1.4\n"), proofRules)).rejects.toMatchObject({ reason: "unreadable" });
    const truncated = tinyPdf().subarray(0, 200);
    await expect(checkUpload(truncated, proofRules)).rejects.toMatchObject({ reason: "unreadable" });
    const wrongOffset = Buffer.from(
      tinyPdf()
        .toString("latin1")
        .replace(/startxref\n\d+/, "startxref\n12"),
      "latin1",
    );
    await expect(checkUpload(wrongOffset, proofRules)).rejects.toMatchObject({ reason: "unreadable" });
    await expect(checkUpload(Buffer.from("just some text, saved as slip.pdf"), proofRules)).rejects.toMatchObject({ reason: "type" });
  });

  it("refuses a PDF that carries scripts or launches, even with escaped names", async () => {
    expectMapping(checkPdfStructure, [
      [tinyPdf("/OpenAction << /S /JavaScript /JS (app.alert(1)) >> "), "active-content"],
      [tinyPdf("/AA << /O << /S /Launch /F (calc.exe) >> >> "), "active-content"],
      [tinyPdf("/OpenAction << /S /J#61vaScript >> "), "active-content"],
    ]);
    await expect(checkUpload(tinyPdf("/Names << /EmbeddedFiles 9 0 R >> "), proofRules)).rejects.toMatchObject({ reason: "unreadable" });
  });

  it("refuses 6 MB before looking at the content, and a type the route does not take", async () => {
    const sixMegabytes = Buffer.concat([tinyPdf(), Buffer.alloc(6 * 1024 * 1024 - 600, 32)]);
    await expect(checkUpload(sixMegabytes, proofRules)).rejects.toMatchObject({ reason: "size" });
    const webp = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#fff" } })
      .webp()
      .toBuffer();
    await expect(checkUpload(webp, proofRules)).rejects.toMatchObject({ reason: "type" });
    await expect(checkUpload(tinyPdf(), { maxBytes: 1024 * 1024, allowedMimeTypes: ["image/png"] })).rejects.toMatchObject({
      reason: "type",
    });
  });

  it("refuses an image whose header declares an absurd shape, before decoding it", async () => {
    const wide = await sharp({ create: { width: 9000, height: 2, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    await expect(checkUpload(wide, proofRules)).rejects.toMatchObject({ reason: "dimensions" });
  });
});

describe("checkUpload: videos, from a file on disk (streamed there, read only at its headers)", () => {
  const videoRules = { maxBytes: 50 * 1024 * 1024, allowedMimeTypes: HERO_VIDEO_MIME_TYPES };
  async function onDisk(bytes: Buffer) {
    const directory = await mkdtemp(path.join(tmpdir(), "upload-check-"));
    const file = path.join(directory, "upload.bin");
    await writeFile(file, bytes);
    return { path: file, size: bytes.byteLength };
  }

  it("accepts mp4, webm and ogg video by their bytes, named for their type", async () => {
    expect(await checkUpload(await onDisk(tinyMp4()), videoRules)).toEqual({ kind: "video", mimeType: "video/mp4", extension: "mp4" });
    expect(await checkUpload(await onDisk(tinyWebm()), videoRules)).toEqual({ kind: "video", mimeType: "video/webm", extension: "webm" });
    expect(await checkUpload(await onDisk(tinyOgv()), videoRules)).toEqual({ kind: "video", mimeType: "video/ogg", extension: "ogv" });
  });

  it("refuses HTML named .mp4, an SVG with a script as an image, and a video's header followed by anything else", async () => {
    await expect(checkUpload(await onDisk(Buffer.from("<!doctype html><script>alert(1)</script>")), videoRules)).rejects.toMatchObject({
      reason: "type",
    });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    await expect(checkUpload(await onDisk(svg), { maxBytes: 5 * 1024 * 1024, allowedMimeTypes: HERO_IMAGE_MIME_TYPES })).rejects.toMatchObject({
      reason: "type",
    });
    await expect(checkUpload(svg, { maxBytes: 5 * 1024 * 1024, allowedMimeTypes: HERO_IMAGE_MIME_TYPES })).rejects.toMatchObject({
      reason: "type",
    });
    const html = Buffer.from("<html><body>not a video</body></html>");
    await expect(checkUpload(await onDisk(Buffer.concat([tinyMp4().subarray(0, 24), html])), videoRules)).rejects.toMatchObject({
      reason: "unreadable",
    });
    await expect(checkUpload(await onDisk(Buffer.concat([tinyWebm().subarray(0, 12), html])), videoRules)).rejects.toMatchObject({
      reason: "unreadable",
    });
    await expect(checkUpload(await onDisk(Buffer.concat([tinyOgv(), html])), videoRules)).rejects.toMatchObject({ reason: "unreadable" });
    // A video where only images are taken, and a size over the cap before anything is read.
    await expect(checkUpload(await onDisk(tinyMp4()), { maxBytes: 1024 * 1024, allowedMimeTypes: HERO_IMAGE_MIME_TYPES })).rejects.toMatchObject({
      reason: "type",
    });
    await expect(checkUpload({ path: "/nonexistent", size: 60 * 1024 * 1024 }, videoRules)).rejects.toMatchObject({ reason: "size" });
  });
});

describe("checkTextUpload, the checker's rule for a text file (a CSV sheet)", () => {
  const encode = (text: string) => new TextEncoder().encode(text);
  const reason = (bytes: Uint8Array, max = 1024) => {
    try {
      checkTextUpload(bytes, max);
      return "accepted";
    } catch (error) {
      return (error as UploadRejectedError).reason;
    }
  };

  it("gives back UTF-8 text with tabs and line ends, without the byte-order mark Excel puts in front", () => {
    expect(checkTextUpload(encode("\uFEFFรหัส,จำนวน\r\na\t1\n"), 1024)).toBe("รหัส,จำนวน\r\na\t1\n");
  });

  it("refuses what is not text, an empty file and one over its size", async () => {
    expectMapping(reason, [
      [await smallGif(), "type"],
      [new Uint8Array([0x61, 0x00, 0x62]), "type"],
      [new Uint8Array([0xe0, 0xb8]), "type"],
      [new Uint8Array(), "unreadable"],
      [encode("x".repeat(1025)), "size"],
    ]);
  });
});
