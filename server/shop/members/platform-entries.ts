import { AVATAR_REQUEST_MAX_BYTES } from "../../../domain/members/member-limits";
import { fileTexts } from "../../../domain/shared/file-texts";
import type { FeatureEntries } from "../../platform/http/feature-entries";

/** The member pages' entries in the platform's lists (decision 060). */
export const memberEntries: FeatureEntries = {
  privateFirstSegments: ["dashboard", "profile", "member", "members", "add-payment-method", "my-data", "addresses"],
  // The profile form carries the avatar.
  bodyAllowances: [{ path: "/profile", maxBytes: AVATAR_REQUEST_MAX_BYTES, tooLargeMessage: fileTexts.avatarTooLarge }],
};
