import type { LandingLine, LandingPrices } from "../../../domain/catalog/landing";
import { landingTexts } from "./texts";
import { formatBaht } from "../../../domain/shared/money";
import { ResponsiveImage } from "../../ui/responsive-image";
import { ColourFill } from "../../ui/colour-fill";
import { WordGroups } from "../../ui/word-groups";

const m = landingTexts;

/**
 * One product line's shades: each card shows the colour's id and name, the regular price
 * struck through while the sale is on, and the current price. "Buy" goes to the flash-sale
 * section while there is one, otherwise to the catalogue.
 */
export function ShadeGrid({ line, prices, buyHref }: { line: LandingLine; prices: LandingPrices; buyHref: string }) {
  const titleId = `shades-${line.line}`;
  return (
    <section aria-labelledby={titleId} className="scroll-mt-20">
      <div className="mb-6 flex items-center gap-4">
        {line.image ? (
          <ResponsiveImage
            src={line.image.url}
            alt={line.image.alt}
            width={96}
            height={96}
            sizes="96px"
            className="size-20 shrink-0 rounded-2xl bg-brand-50 object-cover sm:size-24"
          />
        ) : null}
        <div>
          <h2 id={titleId} className="text-2xl font-bold text-ink sm:text-3xl">
            {m.shadesTitle(line.name)}
          </h2>
          <p className="text-gray-600">{m.shadesIntro}</p>
        </div>
      </div>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {line.colors.map((color) => (
          <li key={color.id} className="flex flex-col rounded-2xl border border-brand-100 bg-white p-4 shadow-sm" data-shade>
            {/* The shade, lightening towards 30 % white across the corner (no style attribute: decision 055). */}
            <span
              className={`relative mb-3 block aspect-[4/3] overflow-hidden rounded-xl border border-black/5 ${color.hex ? "" : "bg-linear-135 from-brand-300 to-brand-100"}`}
              aria-hidden
            >
              {color.hex ? (
                <>
                  <ColourFill colour={color.hex} className="absolute inset-0 size-full" />
                  <span className="absolute inset-0 bg-linear-135 from-white/0 to-white/30" />
                </>
              ) : null}
            </span>
            <p className="text-xs font-semibold text-gray-600">
              {m.colorId} {color.id}
            </p>
            <h3 className="font-semibold text-ink">
              <WordGroups text={color.name} />
            </h3>
            <p className="mt-2 flex flex-wrap items-baseline gap-x-2">
              {prices.saleActive ? (
                <>
                  <span className="sr-only">{m.regularPrice}</span>
                  <s className="text-sm text-gray-500">{formatBaht(prices.regular)}</s>
                  <span className="sr-only">{m.salePrice}</span>
                </>
              ) : null}
              <span className="text-lg font-bold text-brand-700">{formatBaht(prices.current)}</span>
            </p>
            <a href={buyHref} className="mt-3 rounded-full bg-brand-600 px-4 py-2 text-center text-sm font-semibold text-white transition hover:bg-brand-700">
              {m.buyNow}
              <span className="sr-only"> {color.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
