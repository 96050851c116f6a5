/**
 * What a one-shot notice (toast) is: a tone and its text. Features declare theirs beside their
 * texts with `successNotices`/`errorNotices`; `domain/notices/notices.ts` collects them.
 */
export type NoticeTone = "error" | "success";
export type NoticeDeclaration = { tone: NoticeTone; text: (detail: string) => string };

function fixedNotices<K extends string>(tone: NoticeTone, texts: Record<K, string>): Record<K, NoticeDeclaration> {
  const declarations = {} as Record<K, NoticeDeclaration>;
  for (const key of Object.keys(texts) as K[]) declarations[key] = { tone, text: () => texts[key] };
  return declarations;
}

/** Notices that each say one fixed text when a write went through. */
export const successNotices = <K extends string>(texts: Record<K, string>) => fixedNotices("success", texts);

/** Notices that each say one fixed text when a request was turned away. */
export const errorNotices = <K extends string>(texts: Record<K, string>) => fixedNotices("error", texts);
