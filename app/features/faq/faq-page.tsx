import { faqTexts } from "./texts";
import { ContactCallout } from "../policies/contact-callout";
import { FaqAccordion, type FaqItem } from "./faq-accordion";
import { PageBanner } from "../../ui/page-banner";

const m = faqTexts;

export function FaqPage({ faqs }: { faqs: FaqItem[] }) {
  return (
    <>
      <PageBanner title={m.title} narrow>
        <p className="mt-3 text-gray-700">{m.intro}</p>
      </PageBanner>
      <div className="mx-auto max-w-3xl px-4 py-10">
        {faqs.length > 0 ? <FaqAccordion faqs={faqs} headingLevel={2} /> : <p className="rounded-2xl bg-brand-50 p-6 text-center text-gray-700">{m.empty}</p>}
        <ContactCallout prompt={m.stillNeedHelp} />
      </div>
    </>
  );
}
