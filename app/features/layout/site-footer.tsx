import type { ReactNode } from "react";
import { Link } from "react-router";
import { footerTexts, navTexts } from "./texts";
import { SocialIcon, socialPlatformName } from "../../ui/social-icon";

type FooterSocialLink = { platform: string; url: string; logoUrl: string | null };

const FOOTER_LINKS = [
  { to: "/", label: navTexts.home },
  { to: "/products", label: navTexts.products },
  { to: "/contact", label: navTexts.contact },
  { to: "/privacy", label: footerTexts.privacy },
  { to: "/terms", label: footerTexts.terms },
] as const;

/** `children`: small extras at the foot of the page (the guests' disabled Control Panel button). */
export function SiteFooter({ brandName, socialLinks, children }: { brandName: string; socialLinks: FooterSocialLink[]; children?: ReactNode }) {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 bg-ink text-white print:hidden">
      {socialLinks.length > 0 ? (
        <section aria-labelledby="follow-us" className="border-b border-white/10">
          <div className="mx-auto flex max-w-6xl flex-col items-center gap-4 px-4 py-8">
            <h2 id="follow-us" className="text-lg font-semibold">
              {footerTexts.followUs}
            </h2>
            <ul className="flex flex-wrap justify-center gap-3">
              {socialLinks.map((link) => (
                <li key={link.platform}>
                  <a
                    href={link.url}
                    target={link.url.startsWith("http") ? "_blank" : undefined}
                    rel="noopener noreferrer"
                    aria-label={socialPlatformName(link.platform)}
                    className="flex size-11 items-center justify-center rounded-full bg-white/10 transition hover:bg-brand-500"
                  >
                    {link.logoUrl ? (
                      <img src={link.logoUrl} alt="" width={24} height={24} loading="lazy" decoding="async" className="size-6 rounded" />
                    ) : (
                      <SocialIcon platform={link.platform} />
                    )}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-4 px-4 py-8 md:flex-row md:justify-between">
        <nav aria-label="ลิงก์ท้ายเว็บ">
          <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-white/80">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-white">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="text-sm text-white/70">{footerTexts.copyright(year, brandName)}</p>
        {children}
      </div>
    </footer>
  );
}
