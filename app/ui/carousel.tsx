import type { EmblaCarouselType, EmblaEventType } from "embla-carousel";
import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { Children, lazy, Suspense, useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { carouselTexts } from "./carousel-texts";
import { useNearViewport } from "./use-near-viewport";
import { useReducedMotion } from "./use-reduced-motion";

const CarouselEngine = lazy(() => import("./carousel-engine").then((module) => ({ default: module.CarouselEngine })));

const m = carouselTexts;

type CarouselProps = {
  /** Accessible name of the carousel region. */
  label: string;
  /** One child per slide. */
  children: ReactNode;
  /** Width of a slide (Tailwind `basis-*`), e.g. "basis-full md:basis-1/2 lg:basis-1/3". */
  slideClassName?: string;
  /** Per-slide autoplay delays in ms (domain/content/slides.ts); omit for no autoplay. */
  autoplayDelays?: readonly number[];
  /** Arrows and dots over the slides (hero banners) or in a row below them (card rows). */
  controls?: "overlay" | "below";
  /** Gap between slides, for card rows. */
  spaced?: boolean;
  className?: string;
};

const SELECT_EVENTS: EmblaEventType[] = ["select", "reInit"];
const VIEW_EVENTS: EmblaEventType[] = ["slidesInView", "reInit"];
const AUTOPLAY_EVENTS: EmblaEventType[] = ["autoplay:play", "autoplay:stop", "reInit"];

/**
 * Reads a value from the carousel and re-reads it on the given events. Before hydration
 * (and on the server) there is no carousel yet, so `initial` is used: the first slide.
 */
function useCarouselValue<T extends string | number | boolean>(
  api: EmblaCarouselType | undefined,
  events: EmblaEventType[],
  read: (api: EmblaCarouselType) => T,
  initial: T,
): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!api) return () => {};
      events.forEach((event) => api.on(event, onChange));
      return () => events.forEach((event) => api.off(event, onChange));
    },
    [api, events],
  );
  return useSyncExternalStore(
    subscribe,
    () => (api ? read(api) : initial),
    () => initial,
  );
}

/**
 * The shop's carousel (Embla): looping, with previous/next arrows and dots whose selection
 * follows the shown slide, optional autoplay by each slide's own delay that pauses on hover
 * and focus and can be paused by a button, and no automatic motion for shoppers who ask
 * for reduced motion. Server-rendered as a plain row showing the first slide.
 */
export function Carousel({
  label,
  children,
  slideClassName = "basis-full",
  autoplayDelays,
  controls = "below",
  spaced = false,
  className = "",
}: CarouselProps) {
  const slides = Children.toArray(children);
  const reducedMotion = useReducedMotion();
  const delaysKey = autoplayDelays?.join(",") ?? "";
  const firstDelay = autoplayDelays?.[0];
  // The viewport element exists only in the browser (refs never run on the server), so the
  // carousel engine is loaded once the page has hydrated, and only when it is needed: a row
  // further down once it nears the screen; an autoplaying banner when its first slide's time
  // is up or the shopper reaches for it (pointer, focus, arrows, dots). Until then the
  // server-rendered first slide is simply shown, and a phone's first seconds stay free.
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const nearScreen = useNearViewport(viewport);
  const [api, setApi] = useState<EmblaCarouselType | undefined>(undefined);
  // Asked for by the shopper or by the first autoplay turn.
  const [engineRequested, setEngineRequested] = useState(false);
  // Whether autoplay is on before the engine runs (the pause button can turn it off early).
  const [autoplayWanted, setAutoplayWanted] = useState(true);
  // Hovered while the engine starts: autoplay then waits until the pointer leaves, as it does
  // whenever the pointer is over the carousel.
  const [hoveredAtStart, setHoveredAtStart] = useState(false);
  // What the shopper (or the first turn) asked of the carousel before its engine was there.
  const pendingMove = useRef<((carousel: EmblaCarouselType) => void) | null>(null);
  const autoplays = delaysKey !== "" && !reducedMotion;
  const engineWanted = nearScreen && (delaysKey === "" || engineRequested);

  useEffect(() => {
    if (!autoplays || !autoplayWanted || !nearScreen || api || firstDelay === undefined) return;
    const timer = setTimeout(() => {
      pendingMove.current = (carousel) => carousel.scrollNext();
      setEngineRequested(true);
    }, firstDelay);
    return () => clearTimeout(timer);
  }, [autoplays, autoplayWanted, nearScreen, api, firstDelay]);

  useEffect(() => {
    if (!api || !pendingMove.current) return;
    pendingMove.current(api);
    pendingMove.current = null;
  }, [api]);

  const selected = useCarouselValue(api, SELECT_EVENTS, (carousel) => carousel.selectedScrollSnap(), 0);
  const snapCount = useCarouselValue(api, SELECT_EVENTS, (carousel) => carousel.scrollSnapList().length, slides.length);
  const inView = useCarouselValue(api, VIEW_EVENTS, (carousel) => carousel.slidesInView().join(","), "");
  const enginePlaying = useCarouselValue(api, AUTOPLAY_EVENTS, (carousel) => carousel.plugins().autoplay?.isPlaying() ?? false, false);
  const playing = api ? enginePlaying : autoplays && autoplayWanted;
  const visible = inView === "" ? null : new Set(inView.split(",").map(Number));

  const jump = reducedMotion;
  /** Moves the carousel now, or as soon as its engine has loaded. */
  const move = (action: (carousel: EmblaCarouselType) => void) => {
    if (api) return action(api);
    pendingMove.current = action;
    setEngineRequested(true);
  };
  const previous = () => move((carousel) => carousel.scrollPrev(jump));
  const next = () => move((carousel) => carousel.scrollNext(jump));
  const togglePlay = () => {
    const autoplay = api?.plugins().autoplay;
    if (!api) return setAutoplayWanted(!playing);
    if (!autoplay) return;
    if (autoplay.isPlaying()) autoplay.stop();
    else autoplay.play();
  };
  const showControls = slides.length > 1 && snapCount > 1;

  const arrowClass =
    controls === "overlay"
      ? // On phones the arrows sit beside the dots so they never cover the slide's text.
        "absolute bottom-2 z-10 flex size-11 items-center justify-center rounded-full bg-white/85 text-ink shadow-md transition hover:bg-white sm:bottom-auto sm:top-1/2 sm:-translate-y-1/2"
      : "flex size-11 shrink-0 items-center justify-center rounded-full border border-brand-200 bg-white text-brand-700 shadow-sm transition hover:bg-brand-50";

  const dots = (
    <div className="flex items-center justify-center">
      {Array.from({ length: snapCount }, (_, index) => (
        <button
          key={index}
          type="button"
          aria-label={m.goTo(index + 1)}
          aria-current={index === selected ? "true" : undefined}
          data-carousel-dot
          onClick={() => move((carousel) => carousel.scrollTo(index, jump))}
          className="group flex size-7 items-center justify-center"
        >
          <span
            className={`block h-2.5 rounded-full transition-all ${
              index === selected
                ? `w-6 ${controls === "overlay" ? "bg-white" : "bg-brand-500"}`
                : `w-2.5 ${controls === "overlay" ? "bg-white/60 group-hover:bg-white/90" : "bg-brand-200 group-hover:bg-brand-300"}`
            }`}
          />
        </button>
      ))}
    </div>
  );

  const playButton =
    delaysKey !== "" ? (
      <button
        type="button"
        onClick={togglePlay}
        aria-label={playing ? m.pause : m.play}
        className={
          controls === "overlay"
            ? "flex size-9 items-center justify-center rounded-full bg-black/35 text-white transition hover:bg-black/55"
            : "flex size-9 items-center justify-center rounded-full text-brand-700 hover:bg-brand-50"
        }
      >
        {playing ? <Pause className="size-4" aria-hidden /> : <Play className="size-4" aria-hidden />}
      </button>
    ) : null;

  return (
    <section
      aria-roledescription={m.roleDescription}
      aria-label={label}
      className={`relative ${className}`}
      onPointerEnter={(event) => {
        setEngineRequested(true);
        if (!api && event.pointerType === "mouse") setHoveredAtStart(true);
      }}
      onPointerLeave={() => {
        if (!api) setHoveredAtStart(false);
      }}
      onFocus={() => setEngineRequested(true)}
    >
      {viewport && engineWanted && slides.length > 1 ? (
        <Suspense fallback={null}>
          <CarouselEngine
            viewport={viewport}
            delaysKey={delaysKey}
            reducedMotion={reducedMotion}
            playOnInit={autoplays && autoplayWanted && !hoveredAtStart}
            onApi={setApi}
          />
        </Suspense>
      ) : null}
      {/* The viewport is the containing block of everything positioned inside the slides (a
          screen-reader label is `position: absolute`), so its clipping holds for them too:
          otherwise the off-screen slides' labels widen the whole page. */}
      <div ref={setViewport} className="relative overflow-hidden">
        {/* Once the engine moves the track, it is a layer of its own: a slide change then moves
            that layer instead of painting every slide again at every frame (without a GPU, a
            hero's change took 2.7 s of the browser's CPU, 1.0 s as a layer; decision 121). */}
        <div className={`flex touch-pan-y ${api ? "will-change-transform" : ""} ${spaced ? "-ml-4" : ""}`}>
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription={m.slideRoleDescription}
              aria-label={m.slideOf(index + 1, slides.length)}
              // Slides scrolled out of view leave the tab order and the accessibility tree.
              inert={visible ? !visible.has(index) : undefined}
              className={`min-w-0 shrink-0 grow-0 ${slideClassName} ${spaced ? "pl-4" : ""}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {showControls && controls === "overlay" ? (
        <>
          <button type="button" onClick={previous} aria-label={m.previous} className={`${arrowClass} left-3`}>
            <ChevronLeft className="size-6" aria-hidden />
          </button>
          <button type="button" onClick={next} aria-label={m.next} className={`${arrowClass} right-3`}>
            <ChevronRight className="size-6" aria-hidden />
          </button>
          <div className="absolute inset-x-0 bottom-3 z-10 mx-auto flex w-fit items-center justify-center gap-2">
            {dots}
            {playButton}
          </div>
        </>
      ) : null}
      {showControls && controls === "below" ? (
        <div className="mt-4 flex items-center justify-center gap-3">
          <button type="button" onClick={previous} aria-label={m.previous} className={arrowClass}>
            <ChevronLeft className="size-5" aria-hidden />
          </button>
          {dots}
          {playButton}
          <button type="button" onClick={next} aria-label={m.next} className={arrowClass}>
            <ChevronRight className="size-5" aria-hidden />
          </button>
        </div>
      ) : null}
    </section>
  );
}
