import { open, type FileHandle } from "node:fs/promises";

/** The video types the shop takes (spec §5: hero mp4/webm/ogg, home videos mp4/webm) and the extension each is stored under. */
export const VIDEO_EXTENSIONS = { "video/mp4": "mp4", "video/webm": "webm", "video/ogg": "ogv" } as const;
export type VideoMimeType = keyof typeof VIDEO_EXTENSIONS;

/** Pages of an Ogg stream walked: enough to see the stream is pages all the way, without reading 50 MB. */
const OGG_PAGES_WALKED = 64;

/**
 * Beyond the signature file-type reads (`ftyp`, EBML "webm", OggS with a video codec), the
 * container must hold together, as a PDF's cross-reference must (decision 041): a file that
 * starts like a video and then carries anything else (an HTML page after a copied header) is
 * refused. Only headers are read, at their offsets; the file is never read whole.
 */
export async function checkVideoStructure(file: string, size: number, mimeType: VideoMimeType): Promise<boolean> {
  const handle = await open(file, "r");
  try {
    if (mimeType === "video/mp4") return await mp4BoxesAddUp(handle, size);
    if (mimeType === "video/webm") return await webmHasSegment(handle, size);
    return await oggPagesChain(handle, size);
  } catch {
    return false;
  } finally {
    await handle.close();
  }
}

async function readAt(handle: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/** ISO BMFF: top-level boxes (4-byte size, 4-letter type) tile the file exactly, with a `moov`. */
async function mp4BoxesAddUp(handle: FileHandle, size: number): Promise<boolean> {
  let offset = 0;
  let boxes = 0;
  let sawMovie = false;
  while (offset < size) {
    const header = await readAt(handle, offset, 16);
    if (header.length < 8) return false;
    let boxSize = header.readUInt32BE(0);
    const type = header.toString("latin1", 4, 8);
    if (!/^[a-zA-Z0-9 ©]{4}$/.test(type)) return false;
    if (boxSize === 1) {
      if (header.length < 16) return false;
      boxSize = Number(header.readBigUInt64BE(8));
    } else if (boxSize === 0) {
      boxSize = size - offset; // "to the end of the file"
    }
    if (boxSize < 8 || offset + boxSize > size) return false;
    if (boxes === 0 && type !== "ftyp") return false;
    if (type === "moov") sawMovie = true;
    offset += boxSize;
    if (++boxes > 10_000) return false;
  }
  return sawMovie;
}

/** WebM (Matroska): the EBML header element, then the Segment element right after it. */
async function webmHasSegment(handle: FileHandle, size: number): Promise<boolean> {
  const head = await readAt(handle, 0, 64);
  if (head.readUInt32BE(0) !== 0x1a45dfa3) return false;
  const header = readVint(head, 4);
  if (!header) return false;
  const segmentAt = 4 + header.length + header.value;
  if (segmentAt + 4 > size) return false;
  const segment = await readAt(handle, segmentAt, 4);
  return segment.length === 4 && segment.readUInt32BE(0) === 0x18538067;
}

/** An EBML variable-length size: its value and how many bytes it took. */
function readVint(bytes: Buffer, at: number): { value: number; length: number } | null {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (length > 8 || at + length > bytes.length) return null;
  let value = first & (0xff >> length);
  for (let index = 1; index < length; index++) value = value * 256 + bytes[at + index]!;
  return { value, length };
}

/** Ogg: page after page, each starting "OggS", its length from its segment table. */
async function oggPagesChain(handle: FileHandle, size: number): Promise<boolean> {
  let offset = 0;
  for (let page = 0; page < OGG_PAGES_WALKED && offset < size; page++) {
    const header = await readAt(handle, offset, 27);
    if (header.length < 27 || header.toString("latin1", 0, 4) !== "OggS") return false;
    const segments = header[26]!;
    const table = await readAt(handle, offset + 27, segments);
    if (table.length < segments) return false;
    const body = table.reduce((sum, lacing) => sum + lacing, 0);
    offset += 27 + segments + body;
    if (offset > size) return false;
  }
  return true;
}
