import Globe from "lucide-react/icons/globe";
// `?no-inline`: a sprite is referenced by `<use href="…#mark">`, which a data: URL cannot serve.
import socialMarksUrl from "./social-marks.svg?no-inline";

/**
 * The platforms' own marks (Simple Icons, CC0; decision 020), drawn in the footer's text
 * colour as the brands' guidelines allow for links to a shop's page there. Their paths live in
 * one long-cached sprite (`social-marks.svg`), not in every page's JavaScript (decision 084);
 * the page names only the mark.
 */
const PLATFORM_NAMES: Record<string, string> = {
  facebook: "Facebook",
  line: "LINE",
  instagram: "Instagram",
  tiktok: "TikTok",
  shopee: "Shopee",
};

/** The platform's own spelling ("LINE", "TikTok"), as a link's accessible name. */
export function socialPlatformName(platform: string): string {
  return Object.hasOwn(PLATFORM_NAMES, platform) ? PLATFORM_NAMES[platform]! : platform;
}

export function SocialIcon({ platform }: { platform: string }) {
  if (!Object.hasOwn(PLATFORM_NAMES, platform)) return <Globe className="size-5" aria-hidden />;
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden>
      <use href={`${socialMarksUrl}#${platform}`} />
    </svg>
  );
}
