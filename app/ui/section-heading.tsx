import { ArrowRight } from "lucide-react";
import { Link } from "react-router";

/**
 * A storefront section's heading with its "see all" link on the right (home's featured products
 * and reviews, the contact page's questions). `id` names the section (`aria-labelledby`).
 */
export function SectionHeading({ id, title, link, small = false }: { id: string; title: string; link: { to: string; label: string }; small?: boolean }) {
  return (
    <div className={`${small ? "mb-5" : "mb-6"} flex flex-wrap items-end justify-between gap-2`}>
      <h2 id={id} className={small ? "text-xl font-bold" : "text-2xl font-bold"}>
        {title}
      </h2>
      <Link to={link.to} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
        {link.label}
        <ArrowRight className="size-4" aria-hidden />
      </Link>
    </div>
  );
}
