/**
 * The smallest files that are videos by content and by structure (the checker's view):
 * the containers' real headers, no frames. Built here, so tests need no encoder.
 */

function box(type: string, payload: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + payload.length, 0);
  header.write(type, 4, "latin1");
  return Buffer.concat([header, payload]);
}

/** ftyp (isom), moov, mdat: `padding` bytes of media data make it as large as a test needs. */
export function tinyMp4(padding = 64): Buffer {
  const ftyp = box("ftyp", Buffer.concat([Buffer.from("isom", "latin1"), Buffer.from([0, 0, 2, 0]), Buffer.from("isommp41", "latin1")]));
  const moov = box("moov", box("mvhd", Buffer.alloc(100)));
  return Buffer.concat([ftyp, moov, box("mdat", Buffer.alloc(padding, 7))]);
}

/** The EBML header naming "webm", then a Segment holding one Void element. */
export function tinyWebm(): Buffer {
  const docType = Buffer.from([0x42, 0x82, 0x84, ...Buffer.from("webm", "latin1")]);
  const header = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | docType.length]), docType]);
  const segment = Buffer.from([0x18, 0x53, 0x80, 0x67, 0x84, 0xec, 0x82, 0x00, 0x00]);
  return Buffer.concat([header, segment]);
}

/** One Ogg page whose packet starts with Theora's identification header. */
export function tinyOgv(): Buffer {
  const body = Buffer.concat([Buffer.from([0x80]), Buffer.from("theora", "latin1"), Buffer.alloc(35)]);
  const header = Buffer.alloc(28);
  header.write("OggS", 0, "latin1");
  header[5] = 2; // beginning of stream
  header[26] = 1; // one segment
  header[27] = body.length;
  return Buffer.concat([header, body]);
}
