import { faqTexts } from "./texts";
import { ContactCallout } from "../layout/contact-callout";
import { FaqAccordion, type FaqItem } from "./faq-accordion";

const m = faqTexts;

export function FaqPage({ faqs }: { faqs: FaqItem[] }) {
  return (
    <>
      <section className="bg-gradient-to-br from-brand-100 via-white to-brand-50">
        <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
          <h1 className="text-3xl font-bold text-ink sm:text-4xl">{m.title}</h1>
          <p className="mt-3 text-gray-700">{m.intro}</p>
        </div>
      </section>
      <div className="mx-auto max-w-3xl px-4 py-10">
        {faqs.length > 0 ? <FaqAccordion faqs={faqs} headingLevel={2} /> : <p className="rounded-2xl bg-brand-50 p-6 text-center text-gray-700">{m.empty}</p>}
        <ContactCallout prompt={m.stillNeedHelp} />
      </div>
    </>
  );
}
