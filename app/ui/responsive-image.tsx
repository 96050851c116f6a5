import type { MetaDescriptor } from "react-router";
import { responsiveImage } from "../../domain/responsive-image";

export type ResponsiveImageProps = {
  /** A stored image URL (`/media/…-<width>.webp`); any other URL is shown as a plain image. */
  src: string;
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
   * priority. Pair it with `imagePreload()` in the route's `meta` so the download starts
   * before the browser reaches the `<img>`.
   */
  priority?: boolean;
  className?: string;
};

/**
 * A stored image as `<picture>`: AVIF and WebP `srcset`s over the width ladder, so each
 * screen downloads the smallest file that is sharp enough; lazy unless `priority`.
 */
export function ResponsiveImage({ src, alt, width, height, sizes, priority = false, className }: ResponsiveImageProps) {
  const image = responsiveImage(src);
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

/**
 * A `<link rel="preload">` for a route's `meta`, matching what `<ResponsiveImage priority>`
 * will pick: browsers that can decode AVIF fetch the same candidate early, others skip the
 * hint (the `type` filter) and load the WebP as usual. Null for images that are not stored ones.
 */
export function imagePreload(src: string | null | undefined, sizes: string): MetaDescriptor | null {
  const image = responsiveImage(src);
  if (!image) return null;
  return {
    tagName: "link",
    rel: "preload",
    as: "image",
    type: "image/avif",
    imageSrcSet: image.avifSrcSet,
    imageSizes: sizes,
    fetchPriority: "high",
  };
}
