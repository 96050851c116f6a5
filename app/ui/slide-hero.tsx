import { useEffect, useRef, type ReactNode } from "react";
import { Link } from "react-router";
import { slideAutoplayDelays, type SlideView } from "../../domain/content/slides";
import { Carousel } from "./carousel";
import { ResponsiveImage } from "./responsive-image";
import { useReducedMotion } from "./use-reduced-motion";

type SlideHeroProps = {
  slides: readonly SlideView[];
  /** Accessible name of the banner. */
  label: string;
  /** Shown when there are no active slides (the spec's default banner). */
  fallback: ReactNode;
  /** Tailwind height classes of the banner, e.g. "h-[70vh]". */
  heightClassName: string;
};

/**
 * A banner of hero or promotion slides (spec §2): none shows `fallback`; one shows that
 * slide on its own; several become a looping carousel with arrows, dots and autoplay by
 * each slide's interval. The first slide's image is the page's LCP element.
 */
export function SlideHero({ slides, label, fallback, heightClassName }: SlideHeroProps) {
  if (slides.length === 0) return <>{fallback}</>;
  if (slides.length === 1) {
    return (
      <section aria-label={label}>
        <SlideFrame slide={slides[0]!} first heightClassName={heightClassName} />
      </section>
    );
  }
  return (
    <Carousel label={label} controls="overlay" autoplayDelays={slideAutoplayDelays(slides)}>
      {slides.map((slide, index) => (
        <SlideFrame key={slide.id} slide={slide} first={index === 0} heightClassName={heightClassName} />
      ))}
    </Carousel>
  );
}

function SlideFrame({ slide, first, heightClassName }: { slide: SlideView; first: boolean; heightClassName: string }) {
  const hasMedia = slide.slideType !== "text" && slide.mediaUrl;
  return (
    <div
      className={`relative flex w-full items-center overflow-hidden ${heightClassName} ${
        hasMedia ? "bg-ink" : "bg-gradient-to-br from-brand-800 via-brand-700 to-brand-600"
      }`}
    >
      {slide.slideType === "image" && slide.mediaUrl ? (
        <ResponsiveImage
          src={slide.mediaUrl}
          alt=""
          width={1600}
          height={900}
          sizes="100vw"
          priority={first}
          className="absolute inset-0 size-full object-cover"
        />
      ) : null}
      {slide.slideType === "video" && slide.mediaUrl ? <BackgroundVideo src={slide.mediaUrl} /> : null}
      {hasMedia ? (
        // Keeps white text readable over any picture.
        <div className="absolute inset-0 bg-gradient-to-r from-black/70 via-black/40 to-black/10" aria-hidden />
      ) : (
        <div className="absolute -right-24 -top-24 size-96 rounded-full bg-white/10 blur-2xl motion-safe:animate-pulse" aria-hidden />
      )}
      <div className="relative mx-auto w-full max-w-6xl px-6 pb-20 pt-12 sm:px-16">
        <div className="max-w-xl text-white">
          {slide.title ? <h2 className="text-3xl font-bold leading-tight drop-shadow-sm sm:text-5xl">{slide.title}</h2> : null}
          {slide.subtitle ? <p className="mt-4 text-base text-white/90 sm:text-xl">{slide.subtitle}</p> : null}
          {slide.button ? (
            <Link
              to={slide.button.to}
              className="mt-8 inline-block rounded-full bg-white px-8 py-3 font-semibold text-brand-700 shadow-lg transition hover:bg-brand-50"
            >
              {slide.button.text}
            </Link>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/** A muted, looping background video; it stays still for shoppers who asked for less motion. */
function BackgroundVideo({ src }: { src: string }) {
  const video = useRef<HTMLVideoElement>(null);
  const reducedMotion = useReducedMotion();
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (reducedMotion) element.pause();
    else void element.play().catch(() => {});
  }, [reducedMotion]);
  return <video ref={video} src={src} muted loop playsInline autoPlay preload="metadata" aria-hidden className="absolute inset-0 size-full object-cover" />;
}
