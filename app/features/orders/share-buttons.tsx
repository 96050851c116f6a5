import { useState } from "react";
import { paymentSuccessTexts } from "./payment-success-texts";
import { SocialIcon } from "../../ui/social-icon";
import { TitledSection } from "../../ui/titled-section";
import { copyText } from "../../ui/copy-button";

const m = paymentSuccessTexts;

/** The platforms' own web share addresses; each takes the page to share as `url`. */
export function facebookShareUrl(shopUrl: string): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(shopUrl)}`;
}

export function lineShareUrl(shopUrl: string): string {
  return `https://social-plugins.line.me/lineit/share?url=${encodeURIComponent(shopUrl)}`;
}

// The platforms' colours, darkened until white text on them reads at 4.5:1 (WCAG AA; issue 24).
const BUTTON =
  "inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold text-white shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2";

/**
 * Share the shop (its public home page, never the shopper's private order page). Facebook and
 * LINE have share links that work without scripts; Instagram has none, so its button opens the
 * phone's share sheet (Web Share API) where there is one and otherwise copies the shop's link
 * and says so.
 */
export function ShareButtons({ shopUrl }: { shopUrl: string }) {
  const [instagramNote, setInstagramNote] = useState<string | null>(null);

  async function shareToInstagram() {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title: document.title, text: m.shareText, url: shopUrl });
        return;
      } catch (error) {
        // The shopper closed the share sheet: nothing to say.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    setInstagramNote((await copyText(shopUrl)) ? m.instagramCopied : m.instagramCopyFailed(shopUrl));
  }

  return (
    <TitledSection id="share-title" title={m.shareTitle} className="space-y-3" headingClassName="font-semibold">
      <div className="flex flex-wrap gap-2">
        <a href={facebookShareUrl(shopUrl)} target="_blank" rel="noopener noreferrer" className={`${BUTTON} bg-[#1466D6]`}>
          <SocialIcon platform="facebook" />
          {m.shareFacebook}
        </a>
        <button type="button" onClick={() => void shareToInstagram()} className={`${BUTTON} bg-[#C8304E]`}>
          <SocialIcon platform="instagram" />
          {m.shareInstagram}
        </button>
        <a href={lineShareUrl(shopUrl)} target="_blank" rel="noopener noreferrer" className={`${BUTTON} bg-[#047A35]`}>
          <SocialIcon platform="line" />
          {m.shareLine}
        </a>
      </div>
      {instagramNote ? (
        <p role="status" className="break-words text-sm text-gray-700">
          {instagramNote}
        </p>
      ) : null}
    </TitledSection>
  );
}
