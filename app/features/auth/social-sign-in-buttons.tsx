import { Form } from "react-router";
import { authTexts } from "../../../domain/auth/auth-texts";
import { SOCIAL_SIGN_IN_LABELS, type SocialProviderId } from "../../../domain/auth/social-sign-in";

/**
 * One full-page form per configured provider: the /auth action answers with a redirect to
 * the provider, which works with or without JavaScript.
 */
export function SocialSignInButtons({ providers, action }: { providers: SocialProviderId[]; action: string | undefined }) {
  if (providers.length === 0) return null;
  return (
    <div className="mb-6">
      <div className="space-y-3">
        {providers.map((provider) => (
          <Form key={provider} method="post" action={action} reloadDocument noValidate>
            <input type="hidden" name="intent" value="social" />
            <input type="hidden" name="provider" value={provider} />
            <button
              type="submit"
              className={`flex w-full items-center justify-center gap-3 rounded-full py-3 font-semibold transition ${
                provider === "line" ? "bg-[#06C755] text-white hover:bg-[#05b34c]" : "border border-gray-300 bg-white text-gray-800 hover:bg-gray-50"
              }`}
            >
              <ProviderMark provider={provider} />
              {SOCIAL_SIGN_IN_LABELS[provider]}
            </button>
          </Form>
        ))}
      </div>
      <div className="mt-6 flex items-center gap-3 text-sm text-gray-500" aria-hidden>
        <span className="h-px flex-1 bg-gray-200" />
        {authTexts.orDivider}
        <span className="h-px flex-1 bg-gray-200" />
      </div>
    </div>
  );
}

/** Each provider's mark as drawn by its brand guide: the drawing's box and its paths (fill, outline). */
const PROVIDER_MARKS: Record<SocialProviderId, { viewBox: string; paths: readonly (readonly [fill: string, d: string])[] }> = {
  google: {
    viewBox: "0 0 48 48",
    paths: [
      [
        "#FFC107",
        "M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z",
      ],
      ["#FF3D00", "m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"],
      ["#4CAF50", "M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-7.9l-6.5 5C9.5 39.6 16.2 44 24 44z"],
      ["#1976D2", "M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"],
    ],
  },
  line: {
    viewBox: "0 0 24 24",
    paths: [
      [
        "currentColor",
        "M12 3C6.5 3 2 6.6 2 11c0 3.9 3.5 7.2 8.3 7.9.3.1.8.2.9.5.1.3.1.7 0 1l-.1.9c0 .3-.2 1 .9.5s6-3.5 8.2-6C21.5 14.3 22 12.7 22 11c0-4.4-4.5-8-10-8zM8.3 13.6H6.4c-.3 0-.5-.2-.5-.5V9.3c0-.3.2-.5.5-.5s.5.2.5.5v3.3h1.4c.3 0 .5.2.5.5s-.2.5-.5.5zm2-.5c0 .3-.2.5-.5.5s-.5-.2-.5-.5V9.3c0-.3.2-.5.5-.5s.5.2.5.5v3.8zm4.6 0c0 .2-.1.4-.3.5h-.2c-.2 0-.3-.1-.4-.2l-1.9-2.6v2.3c0 .3-.2.5-.5.5s-.5-.2-.5-.5V9.3c0-.2.1-.4.3-.5h.2c.2 0 .3.1.4.2l1.9 2.6V9.3c0-.3.2-.5.5-.5s.5.2.5.5v3.8zm3.1-2.4c.3 0 .5.2.5.5s-.2.5-.5.5h-1.4v.9h1.4c.3 0 .5.2.5.5s-.2.5-.5.5h-1.9c-.3 0-.5-.2-.5-.5V9.3c0-.3.2-.5.5-.5H18c.3 0 .5.2.5.5s-.2.5-.5.5h-1.4v.9H18z",
      ],
    ],
  },
};

function ProviderMark({ provider }: { provider: SocialProviderId }) {
  const mark = PROVIDER_MARKS[provider];
  return (
    <svg viewBox={mark.viewBox} className="size-5" aria-hidden>
      {mark.paths.map(([fill, d]) => (
        <path key={d} fill={fill} d={d} />
      ))}
    </svg>
  );
}
