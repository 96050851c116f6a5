import type { EmblaCarouselType } from "embla-carousel";
import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel from "embla-carousel-react";
import { useEffect, useMemo } from "react";
import { HERO_AUTOPLAY_DEFAULT_MS } from "../../domain/content/content-limits";

type CarouselEngineProps = {
  /** The server-rendered viewport the carousel takes over. */
  viewport: HTMLElement;
  /** Per-slide autoplay delays joined by commas; "" for no autoplay. */
  delaysKey: string;
  reducedMotion: boolean;
  /** Whether autoplay starts at once (not when reduced motion is asked for or it was paused). */
  playOnInit: boolean;
  onApi: (api: EmblaCarouselType | undefined) => void;
};

// A slide counts as shown from 10% on: at 0 the neighbour touching the edge would too.
const OPTIONS = { loop: true, align: "start", duration: 30, inViewThreshold: 0.1 } as const;

/**
 * Embla, loaded only after hydration (see carousel.tsx): until then the server-rendered
 * first slide is simply shown, and the carousel code stays off the page's critical path.
 * Renders nothing; it attaches Embla to the existing viewport and hands its API up.
 */
export function CarouselEngine({ viewport, delaysKey, reducedMotion, playOnInit, onApi }: CarouselEngineProps) {
  const plugins = useMemo(() => {
    if (delaysKey === "") return [];
    const delays = delaysKey.split(",").map(Number);
    return [
      Autoplay({
        delay: (snaps) => snaps.map((_, index) => delays[index] ?? HERO_AUTOPLAY_DEFAULT_MS),
        playOnInit,
        stopOnInteraction: false,
        stopOnMouseEnter: true,
        jump: reducedMotion,
      }),
    ];
  }, [delaysKey, reducedMotion, playOnInit]);
  const [attach, api] = useEmblaCarousel(OPTIONS, plugins);
  useEffect(() => {
    attach(viewport);
    return () => attach(null);
  }, [attach, viewport]);
  useEffect(() => {
    onApi(api);
  }, [api, onApi]);
  useEffect(() => () => onApi(undefined), [onApi]);
  return null;
}
