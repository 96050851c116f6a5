/**
 * A member's profile as the member pages show it. The server's `MemberProfile` adds what only
 * the server needs; both sides share this shape so the page and the loader cannot drift apart.
 */
export type MemberProfileView = {
  email: string;
  displayName: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  address: string | null;
  subDistrict: string | null;
  district: string | null;
  province: string | null;
  postalCode: string | null;
  avatarUrl: string | null;
  loyaltyPoints: number;
  isAdmin: boolean;
};
