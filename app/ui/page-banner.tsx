import type { ReactNode } from "react";

/**
 * The band at the top of an information page (contact, FAQ, lipstick info, policies): the page's
 * one level-one heading on the shop's soft gradient, and a line under it.
 */
export function PageBanner({
  title,
  narrow = false,
  as: Tag = "section",
  children,
}: {
  title: string;
  narrow?: boolean;
  as?: "section" | "header";
  children: ReactNode;
}) {
  return (
    <Tag className="bg-gradient-to-br from-brand-100 via-white to-brand-50">
      <div className={`mx-auto ${narrow ? "max-w-3xl" : "max-w-6xl"} px-4 py-12 sm:py-16`}>
        <h1 className="text-3xl font-bold text-ink sm:text-4xl">{title}</h1>
        {children}
      </div>
    </Tag>
  );
}
