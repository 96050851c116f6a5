import { Link } from "react-router";
import type { LandingConfig } from "../../../domain/catalog/landing";
import { landingTexts } from "./texts";
import { footerTexts } from "../layout/texts";
import { formatBaht } from "../../../domain/shared/money";
import type { ProductLine } from "../../../domain/catalog/product-line";
import { ResponsiveImage } from "../../ui/responsive-image";
import { ColourFill } from "../../ui/colour-fill";
import { SocialIcon } from "../../ui/social-icon";
import { ShadeGrid } from "./shade-grid";

const m = landingTexts;

/** The spec gives the landing page's copyright year as 2025. */
const COPYRIGHT_YEAR = 2025;

/**
 * The /{product} landing page, all from site_config: brand header, hero with a button down
 * to the shades, the Velvet Lip and Glossy Lip shade grids, the flash-sale offer while the
 * sale is on, and a footer with the brand's social links.
 */
export function LandingPage({ config, featuredLine }: { config: LandingConfig; featuredLine: ProductLine | null }) {
  // "/glossy-lip" shows the Glossy Lip shades first, "/velvet-lip" the Velvet Lip ones.
  const lines = [...config.lines.filter((line) => line.line === featuredLine), ...config.lines.filter((line) => line.line !== featuredLine)];
  const { prices, colorScheme } = config;
  const buyHref = prices.saleActive ? "#flash-sale" : "/products";
  return (
    // The page's colours are the brand's colour scheme from site_config (the Control Panel's
    // Profile), painted by ColourFill: the policy allows no style attribute (decision 055).
    <div className="relative isolate">
      <ColourFill colour={colorScheme.background} className="absolute inset-0 -z-10 size-full" />
      <header className="mx-auto flex max-w-6xl items-center gap-4 px-4 py-6">
        {config.logo ? (
          <ResponsiveImage
            src={config.logo.url}
            alt={config.logo.alt}
            width={64}
            height={64}
            sizes="64px"
            className="size-14 rounded-2xl object-cover sm:size-16"
          />
        ) : (
          <span
            className="relative isolate flex size-14 items-center justify-center overflow-hidden rounded-2xl bg-brand-600 text-2xl font-bold text-white sm:size-16"
            aria-hidden
          >
            <ColourFill colour={colorScheme.primary} className="absolute inset-0 -z-10 size-full" />
            {config.brandName.trim().charAt(0).toUpperCase()}
          </span>
        )}
        <div>
          <p className="text-xl font-bold text-ink sm:text-2xl">{config.brandName}</p>
          <p className="text-sm text-gray-600">{config.tagline}</p>
        </div>
      </header>

      <section className="relative isolate overflow-hidden">
        {config.heroBanner ? (
          <ResponsiveImage
            src={config.heroBanner.url}
            alt=""
            width={1600}
            height={900}
            sizes="100vw"
            priority
            className="absolute inset-0 -z-10 size-full object-cover"
          />
        ) : null}
        <div
          className={`absolute inset-0 -z-10 ${
            config.heroBanner ? "bg-gradient-to-r from-black/70 via-black/45 to-black/10" : "bg-gradient-to-br from-brand-800 via-brand-700 to-brand-600"
          }`}
          aria-hidden
        />
        <div className="mx-auto flex min-h-[60vh] max-w-6xl flex-col justify-center px-6 py-16 text-white">
          <h1 className="max-w-2xl text-4xl font-bold leading-tight sm:text-6xl">{config.lines.map((line) => line.name).join(" & ")}</h1>
          <p className="mt-4 max-w-xl text-lg text-white/90 sm:text-xl">{config.tagline}</p>
          {prices.saleActive ? (
            <p className="mt-4 inline-block self-start rounded-full bg-white/15 px-4 py-1.5 text-sm font-semibold backdrop-blur">
              {m.saleOffer(formatBaht(prices.regular), formatBaht(prices.sale))}
            </p>
          ) : null}
          <a href="#products" className="mt-8 self-start rounded-full bg-white px-8 py-3 font-semibold text-brand-700 shadow-lg transition hover:bg-brand-50">
            {config.cta.primary}
          </a>
        </div>
      </section>

      <div id="products" className="mx-auto flex max-w-6xl scroll-mt-20 flex-col gap-14 px-4 py-14">
        {lines
          .filter((line) => line.colors.length > 0)
          .map((line) => (
            <ShadeGrid key={line.line} line={line} prices={prices} buyHref={buyHref} />
          ))}
      </div>

      {prices.saleActive ? (
        <section id="flash-sale" aria-labelledby="landing-flash-sale-title" className="scroll-mt-20 px-4 pb-14">
          <div className="relative isolate mx-auto max-w-4xl overflow-hidden rounded-3xl px-6 py-12 text-center text-white shadow-xl">
            <ColourFill colour={colorScheme.primary} className="absolute inset-0 -z-10 size-full" />
            <span className="absolute inset-0 -z-10 bg-linear-to-br from-black/25 to-transparent" aria-hidden />
            <h2 id="landing-flash-sale-title" className="text-3xl font-bold sm:text-4xl">
              {m.flashSaleTitle}
            </h2>
            <p className="mt-2 text-white/90">{m.flashSaleIntro}</p>
            <p className="mt-6 text-xl font-semibold sm:text-2xl">{m.saleOffer(formatBaht(prices.regular), formatBaht(prices.sale))}</p>
            <p className="mt-4 flex items-baseline justify-center gap-3">
              <s className="text-lg text-white/75">{formatBaht(prices.regular)}</s>
              <span className="text-5xl font-bold">{formatBaht(prices.sale)}</span>
            </p>
            <Link
              to="/promotions"
              className="mt-8 inline-block rounded-full bg-white px-8 py-3 font-semibold text-brand-700 shadow-lg transition hover:bg-brand-50"
            >
              {config.cta.sale}
            </Link>
          </div>
        </section>
      ) : null}

      <LandingFooter config={config} />
    </div>
  );
}

const SOCIAL = [
  { key: "facebook", label: "Facebook" },
  { key: "instagram", label: "Instagram" },
  { key: "line", label: "LINE" },
] as const;

function LandingFooter({ config }: { config: LandingConfig }) {
  const links = SOCIAL.flatMap((social) => {
    const url = config.socialLinks[social.key];
    return url ? [{ ...social, url }] : [];
  });
  return (
    <footer className="relative px-4 py-10 text-center">
      <ColourFill colour={config.colorScheme.secondary} className="absolute inset-x-0 top-0 h-px w-full" />
      {links.length > 0 ? (
        <>
          <h2 className="text-lg font-semibold text-ink">{m.followUs}</h2>
          <ul className="mt-4 flex justify-center gap-3">
            {links.map((link) => (
              <li key={link.key}>
                <a
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={link.label}
                  className="flex size-11 items-center justify-center rounded-full bg-brand-600 text-white transition hover:bg-brand-700"
                >
                  <SocialIcon platform={link.key} />
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="mt-6 text-sm text-gray-600">{footerTexts.copyright(COPYRIGHT_YEAR, config.brandName)}</p>
    </footer>
  );
}
