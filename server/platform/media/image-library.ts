import sharp from "sharp";

/**
 * libvips (under sharp) keeps the results of recent operations — up to 50 MB of decoded
 * images — in case the same operation comes again. The shop's images never do: each upload,
 * slip and QR is decoded once, so the cache could only hold memory: it is off for the whole
 * process (decision 091; the soak's resident memory was flat with it off).
 */
export function configureImageLibrary() {
  sharp.cache(false);
}
