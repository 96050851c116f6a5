import type { ReactNode } from "react";
import { ButtonLink } from "./button-link";

/**
 * A page that only says something went wrong and where to go: not found (with its 404), an
 * order that is not the shopper's, a member area that failed to load.
 */
export function MessagePage({ code, title, hint, link }: { code?: string; title: string; hint: ReactNode; link: Parameters<typeof ButtonLink>[0] }) {
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col items-center justify-center gap-4 px-4 py-24 text-center">
      {code ? <p className="text-6xl font-bold text-brand-500">{code}</p> : null}
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-gray-600">{hint}</p>
      <ButtonLink {...link} />
    </section>
  );
}
