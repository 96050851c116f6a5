import { ChevronDown } from "lucide-react";
import { Accordion } from "radix-ui";
import { useHydrated } from "../../ui/use-hydrated";

export type FaqItem = { id: string; question: string; answer: string };

const itemClass = "rounded-2xl border border-brand-100 bg-white shadow-sm";
const triggerClass =
  "flex w-full cursor-pointer items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left font-semibold text-ink transition-colors hover:text-brand-700";
const chevronClass = "size-5 shrink-0 text-brand-500 transition-transform duration-200";
const answerClass = "whitespace-pre-line px-5 pb-5 leading-relaxed text-gray-700";

/**
 * FAQs as a single-open, collapsible accordion (Radix). Before hydration, and for
 * visitors without JavaScript, the same list is served as native `<details>` elements
 * sharing one `name`, so every answer is in the HTML and the browser itself keeps only
 * one open at a time.
 */
export function FaqAccordion({ faqs, headingLevel = 2 }: { faqs: FaqItem[]; headingLevel?: 2 | 3 }) {
  const hydrated = useHydrated();
  const Heading = headingLevel === 2 ? "h2" : "h3";

  if (!hydrated) {
    return (
      <div className="space-y-3" data-faq-accordion="static">
        {faqs.map((faq) => (
          <details key={faq.id} name="faq" className={`group ${itemClass}`}>
            <summary className={`${triggerClass} list-none [&::-webkit-details-marker]:hidden`}>
              <Heading className="text-base">{faq.question}</Heading>
              <ChevronDown className={`${chevronClass} group-open:rotate-180`} aria-hidden />
            </summary>
            <p className={answerClass}>{faq.answer}</p>
          </details>
        ))}
      </div>
    );
  }

  return (
    <Accordion.Root type="single" collapsible className="space-y-3" data-faq-accordion="interactive">
      {faqs.map((faq) => (
        <Accordion.Item key={faq.id} value={faq.id} className={itemClass}>
          <Accordion.Header asChild>
            <Heading className="text-base">
              <Accordion.Trigger className={`group ${triggerClass}`}>
                {faq.question}
                <ChevronDown className={`${chevronClass} group-data-[state=open]:rotate-180`} aria-hidden />
              </Accordion.Trigger>
            </Heading>
          </Accordion.Header>
          <Accordion.Content className="overflow-hidden motion-safe:data-[state=open]:animate-[faq-open_200ms_ease-out]">
            <p className={answerClass}>{faq.answer}</p>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
