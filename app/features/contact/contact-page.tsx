import { Clock, Mail, MapPin, Phone, type LucideIcon } from "lucide-react";
import { contactTexts } from "../../../domain/contact/contact-texts";
import { FaqAccordion, type FaqItem } from "../faq/faq-accordion";
import type { FormReply } from "../../../domain/shared/form-contract";
import { ContactForm } from "./contact-form";
import { SectionHeading } from "../../ui/section-heading";
import { TitledSection } from "../../ui/titled-section";
import { PageBanner } from "../../ui/page-banner";

const m = contactTexts;

export type ContactInfo = { email: string; phone: string; address: string; workingHours: string };

export function ContactPage(props: { contactInfo: ContactInfo | null; faqs: FaqItem[]; formResult: FormReply | undefined }) {
  return (
    <>
      <PageBanner title={m.title}>
        <p className="mt-3 max-w-2xl text-gray-700">{m.intro}</p>
      </PageBanner>

      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 lg:grid-cols-5">
        <TitledSection id="contact-info-title" title={m.infoTitle} className="lg:col-span-2" headingClassName="mb-4 text-xl font-bold">
          {props.contactInfo ? <ContactCards info={props.contactInfo} /> : <p className="rounded-2xl bg-brand-50 p-5 text-gray-700">{m.infoMissing}</p>}
        </TitledSection>

        {/* The form itself is the landmark, named by this heading. */}
        <section className="rounded-3xl border border-brand-100 bg-white p-5 shadow-sm sm:p-8 lg:col-span-3">
          <h2 id="contact-form-title" className="text-xl font-bold">
            {m.formTitle}
          </h2>
          <p className="mb-6 mt-1 text-sm text-gray-600">{m.formHint}</p>
          <ContactForm documentReply={props.formResult} />
        </section>
      </div>

      {props.faqs.length > 0 ? (
        <section aria-labelledby="contact-faq-title" className="mx-auto max-w-3xl px-4 py-6">
          <SectionHeading id="contact-faq-title" title={m.faqTitle} link={{ to: "/faq", label: m.allFaqs }} small />
          <FaqAccordion faqs={props.faqs} headingLevel={3} />
        </section>
      ) : null}
    </>
  );
}

function ContactCards({ info }: { info: ContactInfo }) {
  const cards: { icon: LucideIcon; label: string; value: string; href?: string }[] = [
    { icon: Mail, label: m.email, value: info.email, href: `mailto:${info.email}` },
    { icon: Phone, label: m.phone, value: info.phone, href: `tel:${info.phone.replace(/[^\d+]/g, "")}` },
    { icon: MapPin, label: m.address, value: info.address },
    { icon: Clock, label: m.workingHours, value: info.workingHours },
  ];
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
      {cards.map((card) => (
        <li key={card.label} className="flex gap-4 rounded-2xl border border-brand-100 bg-white p-5 shadow-sm">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600">
            <card.icon className="size-5" aria-hidden />
          </span>
          <div className="min-w-0">
            <h3 className="text-sm font-medium text-gray-600">{card.label}</h3>
            {card.href ? (
              <a href={card.href} className="mt-0.5 block break-words font-semibold text-ink hover:text-brand-700">
                {card.value}
              </a>
            ) : (
              <p className="mt-0.5 break-words font-semibold text-ink">{card.value}</p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
