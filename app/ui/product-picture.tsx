import type { ReactNode } from "react";
import { ResponsiveImage } from "./responsive-image";

/**
 * A product's square picture on the shop's pale ground, as its card shows it (a catalogue card,
 * a flash sale's card); what lies over it (the line's or the discount's badge) comes as children.
 * `zoomOnHover`: the picture grows a little while its card (`group`) is hovered.
 */
export function ProductPicture({
  src,
  alt,
  width,
  sizes,
  priority = false,
  zoomOnHover = false,
  children,
}: {
  src: string | null;
  alt: string;
  width: number;
  sizes: string;
  priority?: boolean;
  zoomOnHover?: boolean;
  children?: ReactNode;
}) {
  const look = zoomOnHover ? "size-full object-cover transition group-hover:scale-105" : "size-full object-cover";
  return (
    <div className="relative aspect-square overflow-hidden bg-brand-50">
      <ResponsiveImage src={src} alt={alt} width={width} height={width} sizes={sizes} priority={priority} className={look} />
      {children}
    </div>
  );
}
