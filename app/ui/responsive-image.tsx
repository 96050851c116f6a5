import { preload } from "react-dom";
import { responsiveImage } from "../../domain/shared/responsive-image";

export type ResponsiveImageProps = {
  /**
   * A stored image URL (`/media/…-<width>.webp`); any other URL is shown as a plain image.
   * `null` (or empty): there is no image (a product without a photo), and nothing is drawn.
   */
  src: string | null;
  alt: string;
  /**
   * The box's intrinsic size: together they fix the aspect ratio before the image loads,
   * so nothing below it moves. The CSS decides the displayed size.
   */
  width: number;
  height: number;
  /** How wide the image is drawn at each viewport width, e.g. "(min-width: 768px) 25vw, 50vw". */
  sizes: string;
  /**
   * The page's largest image above the fold (its LCP element): loaded eagerly at high
   * priority and preloaded from the document head.
   */
  priority?: boolean;
  className?: string;
  onError?: () => void;
};

/**
 * A stored image as `<picture>`: AVIF and WebP `srcset`s over the width ladder, so each
 * screen downloads the smallest file that is sharp enough; lazy unless `priority`.
 */
export function ResponsiveImage({ src, alt, width, height, sizes, priority = false, className, onError }: ResponsiveImageProps) {
  if (!src) return null;
  const image = responsiveImage(src);
  if (priority) {
    // React puts this <link rel="preload"> into <head> while rendering on the server (a route's
    // `links` cannot see loader data). The type filter makes browsers without AVIF skip the
    // hint and load the WebP as usual, so nobody downloads the image twice.
    preload(src, {
      as: "image",
      fetchPriority: "high",
      ...(image ? { type: "image/avif", imageSrcSet: image.avifSrcSet, imageSizes: sizes } : {}),
    });
  }
  const img = (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      sizes={image ? sizes : undefined}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? undefined : "async"}
      className={className}
      onError={onError}
    />
  );
  if (!image) return img;
  return (
    // `contents` keeps <picture> out of layout, so the <img> sizes itself in its parent.
    <picture className="contents">
      <source type="image/avif" srcSet={image.avifSrcSet} sizes={sizes} />
      <source type="image/webp" srcSet={image.webpSrcSet} sizes={sizes} />
      {img}
    </picture>
  );
}
