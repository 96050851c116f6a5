import { CalendarDays } from "lucide-react";
import { infoPageTexts } from "./texts";
import { ContactCallout } from "./contact-callout";
import { POLICIES_LAST_UPDATED, type PolicyBlock, type PolicyDocument } from "../../../domain/content/policy-document";
import { TitledSection } from "../../ui/titled-section";
import { PageBanner } from "../../ui/page-banner";
import { TextList } from "../../ui/text-list";

const m = infoPageTexts;

/** A long legal text: title, revision date, contents, numbered sections, and a way to ask us. */
export function PolicyPage({ document }: { document: PolicyDocument }) {
  return (
    <article>
      <PageBanner title={document.title} narrow as="header">
        <p className="mt-3 inline-flex items-center gap-2 text-sm text-gray-600">
          <CalendarDays className="size-4 text-brand-500" aria-hidden />
          {m.lastUpdated} <time dateTime={POLICIES_LAST_UPDATED.iso}>{POLICIES_LAST_UPDATED.thai}</time>
        </p>
      </PageBanner>

      <div className="mx-auto max-w-3xl px-4 py-10">
        {document.intro.map((text) => (
          <p key={text} className="mb-4 leading-relaxed text-gray-700">
            {text}
          </p>
        ))}

        <TitledSection
          id="policy-contents"
          title={m.contents}
          className="my-8 rounded-2xl border border-brand-100 bg-brand-50/60 p-5"
          headingClassName="mb-3 font-semibold"
          as="nav"
        >
          <ol className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
            {document.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-brand-700 hover:underline">
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </TitledSection>

        {document.sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="mt-10 scroll-mt-24">
            <h2 id={`${section.id}-title`} className="mb-4 text-xl font-bold">
              {section.title}
            </h2>
            <div className="space-y-4 leading-relaxed text-gray-700">
              {section.blocks.map((block, index) => (
                <Block key={index} block={block} />
              ))}
            </div>
          </section>
        ))}

        <ContactCallout prompt={m.questions} />
      </div>
    </article>
  );
}

function Block({ block }: { block: PolicyBlock }) {
  switch (block.kind) {
    case "paragraph":
      return <p>{block.text}</p>;
    case "list":
      return <TextList lines={block.items} className="list-disc space-y-2 pl-6 marker:text-brand-400" />;
    case "terms":
      return (
        <dl className="space-y-3">
          {block.items.map((item) => (
            <div key={item.term} className="rounded-xl border border-gray-100 bg-white p-4">
              <dt className="font-semibold text-ink">{item.term}</dt>
              <dd className="mt-1">{item.text}</dd>
            </div>
          ))}
        </dl>
      );
  }
}
