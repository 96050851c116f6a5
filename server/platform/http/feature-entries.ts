import type { MailHtmlTemplate } from "../mail/mail-html-later";
import type { BodyAllowance } from "./body-limit";

/**
 * What one shop feature hands the platform, declared beside the feature's code
 * (`server/<module>/platform-entries.ts`) and registered at start-up by `server/shop-registry.ts`
 * (decision 060). The platform imports no shop module: it only holds these lists.
 */
export type FeatureEntries = {
  /**
   * First path segments of its pages that may show someone's own data (accounts, checkout,
   * back-office): never in the page cache, always `Cache-Control: private, no-store`. A
   * trailing `*` matches any segment starting with the text before it.
   */
  privateFirstSegments?: readonly string[];
  /**
   * Its storefront pages that guests may be served from the page cache, written as in
   * app/routes.ts (`""` for the home page). A page in neither list fails
   * `app/routes.test.ts`: a new page says which it is.
   */
  cacheablePages?: readonly string[];
  /** Routes that may send more (or must send less) than a form (`body-limit.ts`). */
  bodyAllowances?: readonly BodyAllowance[];
  /** Templates of mails whose HTML is rendered when they are sent (decision 122). */
  mailHtmlTemplates?: readonly MailHtmlTemplate<never>[];
};
