// A mail's HTML twin rendered when the mail is sent, not when it is queued (decision 122): the
// outbox row keeps the template's name and the data it renders (small JSON), the delivery job
// renders it. For mails queued on a hot path (the order confirmation, at every checkout), where
// rendering React markup in the request cost more than the rest of the mail put together.

/** What a queued mail carries instead of its HTML: which template renders it, from what. */
export type LaterHtml = { template: string; data: unknown };

/** A template a feature declares beside its mail and registers with the platform (`FeatureEntries`). */
export type MailHtmlTemplate<Data> = {
  name: string;
  /** The HTML, rendered from the data as it was stored (JSON: dates come back as ISO text). */
  render: (data: Data) => Promise<string>;
  /** The queued mail's `html`: this template with this data. */
  later: (data: Data) => LaterHtml;
};

const NAME = /^[a-z][a-z0-9-]{0,62}$/;

export function mailHtmlTemplate<Data>(name: string, render: (data: Data) => Promise<string>): MailHtmlTemplate<Data> {
  if (!NAME.test(name)) throw new Error(`A mail template's name is a lower-case word with dashes, got ${name}`);
  return { name, render, later: (data) => ({ template: name, data }) };
}

const templates = new Map<string, MailHtmlTemplate<never>>();

/** Called at start-up with every feature's templates (calling it again with the same ones changes nothing). */
export function registerMailHtmlTemplates(list: readonly MailHtmlTemplate<never>[]) {
  for (const template of list) {
    const known = templates.get(template.name);
    if (known && known !== template) throw new Error(`Two mail templates are named ${template.name}`);
    templates.set(template.name, template);
  }
}

/** The HTML of a queued mail's `LaterHtml`; throws for a template no feature registered (the delivery job retries, then gives up). */
export function renderLaterHtml(later: LaterHtml): Promise<string> {
  const template = templates.get(later.template);
  if (!template) throw new Error(`No mail template is registered as ${later.template}`);
  return (template.render as (data: unknown) => Promise<string>)(later.data);
}

/** An outbox row's HTML twin as it goes out: stored, or rendered from its template (not for a sealed body). */
export async function queuedMailHtml(row: { htmlBody: string | null; htmlTemplate: string | null; htmlData: unknown }): Promise<string | null> {
  return row.htmlTemplate ? renderLaterHtml({ template: row.htmlTemplate, data: row.htmlData }) : row.htmlBody;
}
