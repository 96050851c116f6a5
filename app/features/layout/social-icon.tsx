import { Globe } from "lucide-react";
import { siFacebook, siInstagram, siLine, siShopee, siTiktok } from "simple-icons";

/**
 * The platforms' own marks (Simple Icons, CC0; decision 020), drawn in the footer's text
 * colour as the brands' guidelines allow for links to a shop's page there. Only these five
 * path strings reach the page's JavaScript: the package's other icons are tree-shaken away.
 */
const MARKS: Record<string, { path: string; title: string }> = {
  facebook: siFacebook,
  line: siLine,
  instagram: siInstagram,
  tiktok: siTiktok,
  shopee: siShopee,
};

/** The platform's own spelling ("LINE", "TikTok"), as a link's accessible name. */
export function socialPlatformName(platform: string): string {
  return MARKS[platform]?.title ?? platform;
}

export function SocialIcon({ platform }: { platform: string }) {
  const mark = MARKS[platform];
  if (!mark) return <Globe className="size-5" aria-hidden />;
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden>
      <path d={mark.path} />
    </svg>
  );
}
