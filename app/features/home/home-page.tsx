import { Gem, Palette, Truck } from "lucide-react";
import type { ReviewView, VideoView } from "../../../domain/content/content";
import { homeTexts } from "./texts";
import type { SlideView } from "../../../domain/content/slides";
import { SlideHero } from "../../ui/slide-hero";
import { ProductCard, type ProductCardProduct } from "../catalog/product-card";
import { ReviewsSection } from "./reviews-section";
import { VideosSection } from "./videos-section";
import { SectionHeading } from "../../ui/section-heading";
import { ButtonLink } from "../../ui/button-link";

const m = homeTexts;

const FEATURE_CARDS = [
  { icon: Gem, title: m.premiumQualityTitle, text: m.premiumQualityText },
  { icon: Palette, title: m.manyColoursTitle, text: m.manyColoursText },
  { icon: Truck, title: m.freeDeliveryTitle, text: m.freeDeliveryText },
] as const;

/** Spec: the hero is 70% of the viewport's height. */
const HERO_HEIGHT = "h-[70vh] min-h-[24rem]";

export type HomePageProps = {
  heroSlides: readonly SlideView[];
  featured: ProductCardProduct[];
  reviews: readonly ReviewView[];
  videos: readonly VideoView[];
};

export function HomePage({ heroSlides, featured, reviews, videos }: HomePageProps) {
  return (
    <>
      {heroSlides.length > 0 ? <h1 className="sr-only">{m.defaultBannerTitle}</h1> : null}
      <SlideHero slides={heroSlides} label={m.heroLabel} heightClassName={HERO_HEIGHT} fallback={<DefaultBanner />} />

      <section aria-labelledby="featured-title" className="mx-auto max-w-6xl px-4 py-14">
        <SectionHeading id="featured-title" title={m.featuredTitle} link={{ to: "/products", label: m.viewAll }} />
        <div className="grid grid-cols-2 gap-4 md:grid-cols-4">
          {featured.map((product, index) => (
            <ProductCard key={product.id} product={product} index={index} />
          ))}
        </div>
      </section>

      <section aria-label="จุดเด่นของร้าน" className="mx-auto mb-14 grid max-w-6xl gap-4 px-4 md:grid-cols-3">
        {FEATURE_CARDS.map((card) => (
          <div key={card.title} className="flex gap-4 rounded-2xl bg-brand-50 p-6">
            <card.icon className="size-8 shrink-0 text-brand-500" aria-hidden />
            <div>
              <h3 className="font-semibold">{card.title}</h3>
              <p className="mt-1 text-sm text-gray-600">{card.text}</p>
            </div>
          </div>
        ))}
      </section>

      <ReviewsSection reviews={reviews} />
      <VideosSection videos={videos} />
    </>
  );
}

/** The spec's banner for an empty slide list, with its 'ดูสินค้า' button. */
function DefaultBanner() {
  return (
    <section className={`flex items-center bg-gradient-to-br from-brand-100 via-white to-brand-50 ${HERO_HEIGHT}`}>
      <div className="mx-auto flex w-full max-w-6xl flex-col items-start gap-6 px-4 py-16">
        <h1 className="max-w-2xl text-4xl font-bold leading-tight text-ink sm:text-5xl">{m.defaultBannerTitle}</h1>
        <ButtonLink to="/products" label={m.defaultBannerButton} tone="strong" />
      </div>
    </section>
  );
}
