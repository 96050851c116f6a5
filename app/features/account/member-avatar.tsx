import { responsiveImage } from "../../../domain/shared/responsive-image";

/** The member's re-encoded avatar (AVIF, then WebP), or the first letter of their name. */
export function MemberAvatar({ url, name, size }: { url: string | null; name: string; size: "md" | "lg" }) {
  const box = size === "lg" ? "size-24 text-3xl" : "size-14 text-xl";
  const pixels = size === "lg" ? 96 : 56;
  const image = responsiveImage(url);
  if (!image) {
    return (
      <span
        aria-hidden
        className={`${box} flex shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-400 to-brand-600 font-bold text-white`}
      >
        {Array.from(name.trim())[0]?.toUpperCase() ?? "?"}
      </span>
    );
  }
  return (
    <picture className="shrink-0">
      <source type="image/avif" srcSet={image.avifSrcSet} sizes={`${pixels}px`} />
      <source type="image/webp" srcSet={image.webpSrcSet} sizes={`${pixels}px`} />
      <img
        src={image.src}
        alt={name}
        width={pixels}
        height={pixels}
        data-testid="member-avatar"
        className={`${box} rounded-full object-cover ring-4 ring-white shadow`}
      />
    </picture>
  );
}
