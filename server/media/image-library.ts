import sharp from "sharp";

/**
 * libvips (under sharp) keeps the results of recent operations — up to 50 MB of decoded
 * images — in case the same operation comes again. The shop's images never do: each upload,
 * slip and QR is decoded once. The cache only held memory the soak saw as slowly growing
 * resident memory (decision 085), so it is off for the whole process.
 */
export function configureImageLibrary() {
  sharp.cache(false);
}
