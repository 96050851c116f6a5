import { backInStockTexts as t } from "../../domain/back-in-stock/back-in-stock-texts";
import { database } from "../../server/platform/db/database";
import { stopAlert } from "../../server/shop/back-in-stock/back-in-stock";
import { MessagePage } from "../ui/message-page";
import { privateMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/back-in-stock.stop";

/** The alert's one-tap stop (a signed link from its mail or LINE message); stopping is all it can do, and twice is the same as once. */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const stopped = await stopAlert(database(), url.searchParams.get("r") ?? "", url.searchParams.get("s"));
  return stopped.ok ? { stopped: true as const, productName: stopped.value.productName } : { stopped: false as const };
}

export const meta = privateMeta(t.stoppedTitle);

export default function BackInStockStop({ loaderData }: Route.ComponentProps) {
  return loaderData.stopped ? (
    <MessagePage title={t.stoppedTitle} hint={t.stoppedText(loaderData.productName)} link={{ to: "/products", label: t.productButton }} />
  ) : (
    <MessagePage title={t.badLinkTitle} hint={t.badLinkText} link={{ to: "/products", label: t.productButton }} />
  );
}
