import { CalendarClock, Droplets, Sparkles } from "lucide-react";
import { ContactCallout } from "../policies/contact-callout";
import { ColourFill } from "../../ui/colour-fill";
import { LIPSTICK_SHELF_LIFE_MONTHS, lipstickInfo as info, type Finish, type Swatch } from "../../../domain/catalog/lipstick-info";
import { TitledSection } from "../../ui/titled-section";
import { PageBanner } from "../../ui/page-banner";
import { ButtonLink } from "../../ui/button-link";
import { TextList } from "../../ui/text-list";

/** The look of the usage steps and the care tips, two cards side by side on a wide screen. */
const SIDE_BY_SIDE_CARD = { className: "rounded-3xl border border-brand-100 bg-white p-6 shadow-sm sm:p-8", headingClassName: "mb-5 text-2xl font-bold" };

/** Tailwind classes for a background that suggests each finish's sheen (a class, not a style attribute: decision 055). */
const FINISH_SAMPLE: Record<Finish["id"], string> = {
  glossy: "bg-[radial-gradient(ellipse_22%_28%_at_26%_32%,rgba(255,255,255,.9),transparent_70%),linear-gradient(135deg,#ff8fab,#e0245e)]",
  velvet: "bg-[linear-gradient(135deg,#c0566c,#8e2743)]",
  matte: "bg-[linear-gradient(135deg,#a8352b,#6e1f2f)]",
  satin: "bg-[radial-gradient(ellipse_30%_40%_at_30%_30%,rgba(255,255,255,.35),transparent_70%),linear-gradient(135deg,#d6727f,#a84457)]",
};

export function LipstickInfoPage() {
  return (
    <>
      <PageBanner title={info.title}>
        <p className="mt-3 max-w-2xl text-gray-700">{info.intro}</p>
      </PageBanner>

      <div className="mx-auto max-w-6xl space-y-16 px-4 py-12">
        <TitledSection id="finishes-title" title={info.sections.finishes} headingClassName="mb-6 text-2xl font-bold">
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {info.finishes.map((finish) => (
              <li key={finish.id} className="flex flex-col rounded-2xl border border-brand-100 bg-white p-5 shadow-sm">
                <span className={`mb-4 block h-16 rounded-xl ${FINISH_SAMPLE[finish.id]}`} aria-hidden />
                <h3 className="text-lg font-bold">{finish.name}</h3>
                <p className="text-sm font-medium text-brand-700">{finish.thaiName}</p>
                <p className="mt-2 flex-1 text-sm leading-relaxed text-gray-700">{finish.description}</p>
                <dl className="mt-4 space-y-1 border-t border-brand-50 pt-3 text-sm">
                  <div>
                    <dt className="inline font-semibold">{info.labels.wear}: </dt>
                    <dd className="inline text-gray-700">{finish.wear}</dd>
                  </div>
                  <div>
                    <dt className="inline font-semibold">{info.labels.bestFor}: </dt>
                    <dd className="inline text-gray-700">{finish.bestFor}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        </TitledSection>

        <TitledSection id="lines-title" title={info.sections.lines} headingClassName="mb-6 text-2xl font-bold">
          <div className="grid gap-4 md:grid-cols-2">
            {info.lines.map((line) => (
              <article
                key={line.id}
                className={`rounded-3xl p-6 sm:p-8 ${
                  line.id === "glossy" ? "bg-gradient-to-br from-brand-50 to-white" : "bg-gradient-to-br from-rose-100/70 to-white"
                }`}
              >
                <div className="flex items-center gap-3">
                  {line.id === "glossy" ? (
                    <Droplets className="size-7 text-brand-500" aria-hidden />
                  ) : (
                    <Sparkles className="size-7 text-brand-700" aria-hidden />
                  )}
                  <h3 className="text-xl font-bold">{line.name}</h3>
                </div>
                <p className="mt-2 font-medium text-brand-700">{line.tagline}</p>
                <TextList lines={line.points} className="mt-4 list-disc space-y-2 pl-6 text-gray-700 marker:text-brand-400" />
              </article>
            ))}
          </div>
          <div className="mt-6 text-center">
            <ButtonLink to="/products" label={info.labels.shopNow} tone="strong" />
          </div>
        </TitledSection>

        <TitledSection id="skin-tones-title" title={info.sections.skinTones} headingClassName="text-2xl font-bold">
          <p className="mb-6 mt-2 max-w-3xl text-sm leading-relaxed text-gray-700">{info.undertoneTip}</p>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {info.skinTones.map((tone) => (
              <li key={tone.id} className="flex flex-col rounded-2xl border border-brand-100 bg-white p-5 shadow-sm">
                <h3 className="text-lg font-bold">{tone.name}</h3>
                <p className="text-sm text-gray-600">{tone.description}</p>
                <p className="mt-3 flex-1 text-sm leading-relaxed text-gray-700">{tone.advice}</p>
                <h4 className="mt-4 text-sm font-semibold">{info.labels.suggestedShades}</h4>
                <ShadeList shades={tone.shades} />
              </li>
            ))}
          </ul>
        </TitledSection>

        <div className="grid gap-8 lg:grid-cols-2">
          <TitledSection id="usage-title" title={info.sections.usage} {...SIDE_BY_SIDE_CARD}>
            <ol className="space-y-4">
              {info.usageSteps.map((step, index) => (
                <li key={step} className="flex gap-4">
                  <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white">{index + 1}</span>
                  <p className="pt-1 leading-relaxed text-gray-700">{step}</p>
                </li>
              ))}
            </ol>
          </TitledSection>

          <TitledSection id="care-title" title={info.sections.care} {...SIDE_BY_SIDE_CARD}>
            <TextList lines={info.care} className="list-disc space-y-3 pl-6 leading-relaxed text-gray-700 marker:text-brand-400" />
            <div className="mt-6 flex gap-4 rounded-2xl bg-brand-50 p-5">
              <span
                className="flex size-14 shrink-0 flex-col items-center justify-center rounded-xl border-2 border-brand-400 bg-white font-bold leading-none text-brand-700"
                aria-hidden
              >
                <CalendarClock className="mb-0.5 size-4" />
                {LIPSTICK_SHELF_LIFE_MONTHS}M
              </span>
              <div>
                <h3 className="font-bold text-ink">{info.shelfLife.title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-gray-700">{info.shelfLife.text}</p>
              </div>
            </div>
          </TitledSection>
        </div>

        <ContactCallout prompt={info.labels.questions} />
      </div>
    </>
  );
}

function ShadeList({ shades }: { shades: readonly Swatch[] }) {
  return (
    <ul className="mt-2 grid grid-cols-2 gap-2">
      {shades.map((shade) => (
        <li key={shade.name} className="flex items-center gap-2 text-sm text-gray-700">
          <span className="size-5 shrink-0 overflow-hidden rounded-full border border-black/10 shadow-inner" aria-hidden>
            <ColourFill colour={shade.hex} />
          </span>
          {shade.name}
        </li>
      ))}
    </ul>
  );
}
