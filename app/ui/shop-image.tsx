import { preload } from "react-dom";
import { responsiveImage } from "../../domain/responsive-image";

type ShopImageProps = {
  src: string;
  alt: string;
  /** Intrinsic size: reserves the box before the file arrives, so nothing shifts. */
  width: number;
  height: number;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  /** The page's largest above-the-fold image: preloaded, loaded at once, high priority. */
  priority?: boolean;
  className?: string;
  onError?: () => void;
};

/**
 * A stored image drawn with a WebP `srcset` built from its URL (domain/responsive-image.ts);
 * images from elsewhere get a plain `src`. All of this feature's image markup goes through
 * here so it can later be swapped for the shared `<picture>` component in one place.
 */
export function ShopImage({ src, alt, width, height, sizes, priority = false, className, onError }: ShopImageProps) {
  const responsive = responsiveImage(src);
  if (priority) {
    // React puts this <link rel="preload"> into the document <head> while rendering on the
    // server, so the LCP image starts downloading before the body is parsed. (A route's
    // `links` cannot see loader data; React also de-duplicates this with its own hint.)
    preload(src, {
      as: "image",
      fetchPriority: "high",
      ...(responsive ? { imageSrcSet: responsive.webpSrcSet, imageSizes: sizes } : {}),
    });
  }
  return (
    <img
      src={src}
      srcSet={responsive?.webpSrcSet}
      sizes={responsive ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? undefined : "async"}
      className={className}
      onError={onError}
    />
  );
}
