/** How a member asks to be told (a back-in-stock alert): by mail to their account address, or on LINE once they consented. */
export const MEMBER_CHANNELS = ["mail", "line"] as const;
export type MemberChannel = (typeof MEMBER_CHANNELS)[number];

/** What the PDPA record of a member's LINE messages keeps, one row per event, with its time (decision 111). */
export const LINE_CONSENT_EVENTS = ["consented", "withdrawn", "followed", "unfollowed"] as const;
export type LineConsentEvent = (typeof LINE_CONSENT_EVENTS)[number];
