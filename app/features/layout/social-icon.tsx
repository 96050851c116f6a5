import { Camera, MessageCircle, Music2, ShoppingBag, ThumbsUp } from "lucide-react";

/**
 * Icons for the five platforms the spec names. The icon set ships no brand logos, so each
 * platform gets a recognisable generic glyph; shops can upload real logos per link.
 */
export function SocialIcon({ platform }: { platform: string }) {
  const props = { className: "size-5", "aria-hidden": true } as const;
  switch (platform) {
    case "facebook":
      return <ThumbsUp {...props} />;
    case "instagram":
      return <Camera {...props} />;
    case "tiktok":
      return <Music2 {...props} />;
    case "shopee":
      return <ShoppingBag {...props} />;
    default:
      return <MessageCircle {...props} />;
  }
}
