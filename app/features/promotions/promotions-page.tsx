import { TicketPercent, Zap } from "lucide-react";
import type { ReactNode } from "react";
import type { SpecialOfferView } from "../../../domain/content/content";
import type { FlashSaleView } from "../../../domain/promotions/flash-sale";
import { promotionTexts } from "./texts";
import type { SlideView } from "../../../domain/content/slides";
import { SlideHero } from "../../ui/slide-hero";
import { useNow } from "../../ui/use-now";
import { FlashSaleCard } from "./flash-sale-card";
import { EmptyState } from "../../ui/empty-state";
import type { PromotionCardView } from "../../../domain/promotions/promotion-card";
import type { CollectReply } from "./collect-code-form";
import { PromotionCard } from "./promotion-card";
import { useCollectedCodes } from "./use-collected-codes";

const m = promotionTexts;

const HERO_HEIGHT = "h-[50vh] min-h-[20rem]";

export type PromotionsPageProps = {
  slides: readonly SlideView[];
  flashSales: readonly FlashSaleView[];
  /** The running promotions (automatic ones and codes), the same for every visitor. */
  promotions: readonly PromotionCardView[];
  specialOffers: readonly SpecialOfferView[];
  renderedAt: string;
  /** The page answered to a collect form posted without JavaScript. */
  collectReply?: CollectReply | null;
};

export function PromotionsPage({ slides, flashSales, promotions, specialOffers, renderedAt, collectReply }: PromotionsPageProps) {
  const now = useNow(renderedAt);
  const collected = useCollectedCodes();
  return (
    <>
      <h1 className="sr-only">{m.pageTitle}</h1>
      <SlideHero slides={slides} label={m.pageTitle} heightClassName={HERO_HEIGHT} fallback={<DefaultBanner />} />

      <section aria-labelledby="flash-sale-title" className="mx-auto max-w-6xl px-4 py-14">
        <SectionHeading id="flash-sale-title" icon={<Zap className="size-5 fill-current" aria-hidden />} title={m.flashSaleTitle} intro={m.flashSaleIntro} />
        {flashSales.length === 0 ? (
          <EmptyState message={m.noneActive} action={{ to: "/products", label: m.viewProducts }} />
        ) : (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {flashSales.map((sale, index) => (
              // Without slides the first sale picture is the largest thing above the fold.
              <FlashSaleCard key={sale.id} sale={sale} now={now} priority={slides.length === 0 && index === 0} />
            ))}
          </div>
        )}
      </section>

      {promotions.length > 0 ? (
        <section aria-labelledby="running-promotions-title" className="mx-auto max-w-6xl px-4 pb-14">
          <SectionHeading id="running-promotions-title" icon={<TicketPercent className="size-5" aria-hidden />} title={m.runningTitle} intro={m.runningIntro} />
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {promotions.map((promotion) => (
              <li key={promotion.id} className="flex">
                <PromotionCard promotion={promotion} collected={collected.has(promotion.id)} collectReply={collectReply} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {specialOffers.length > 0 ? (
        <section aria-labelledby="special-offers-title" className="bg-brand-50/60 py-14">
          <div className="mx-auto max-w-6xl px-4">
            <h2 id="special-offers-title" className="mb-6 text-2xl font-bold">
              {m.specialOffersTitle}
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {specialOffers.map((offer) => (
                <li key={offer.id} className="rounded-2xl border border-brand-100 bg-white p-6 text-center shadow-sm">
                  <span className="text-4xl" aria-hidden>
                    {offer.icon}
                  </span>
                  <h3 className="mt-3 font-semibold text-ink">{offer.title}</h3>
                  <p className="mt-2 text-sm text-gray-600">{offer.description}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </>
  );
}

/** A section's heading beside its round icon, with a line on what the section holds. */
function SectionHeading({ id, icon, title, intro }: { id: string; icon: ReactNode; title: string; intro: string }) {
  return (
    <div className="mb-6 flex items-center gap-3">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white">{icon}</span>
      <div>
        <h2 id={id} className="text-2xl font-bold">
          {title}
        </h2>
        <p className="text-sm text-gray-600">{intro}</p>
      </div>
    </div>
  );
}

/** The spec's banner when there are no promotion slides: 'special promotions'. */
function DefaultBanner() {
  return (
    <section className={`flex items-center bg-gradient-to-br from-brand-800 via-brand-700 to-brand-600 text-white ${HERO_HEIGHT}`}>
      <div className="mx-auto w-full max-w-6xl px-6 py-12">
        <p className="text-4xl font-bold sm:text-5xl">{m.defaultBannerTitle}</p>
        <p className="mt-4 max-w-xl text-lg text-white/90">{m.defaultBannerText}</p>
      </div>
    </section>
  );
}
