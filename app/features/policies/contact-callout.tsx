import { MessageCircle } from "lucide-react";
import { infoPageTexts } from "./texts";
import { ButtonLink } from "../../ui/button-link";

/** The closing box of the information pages: a question and the way to /contact (spec §2). */
export function ContactCallout({ prompt }: { prompt: string }) {
  return (
    <aside className="mt-12 flex flex-col items-center gap-3 rounded-3xl bg-brand-50 px-6 py-8 text-center">
      <MessageCircle className="size-8 text-brand-500" aria-hidden />
      <p className="font-semibold">{prompt}</p>
      <ButtonLink to="/contact" label={infoPageTexts.contactUs} tone="strong" />
    </aside>
  );
}
