import { redirect } from "react-router";
import { requireUser } from "../../server/platform/auth/guards";
import { database } from "../../server/platform/db/database";
import { loadAccountOverview } from "../../server/shop/members/member-pages";
import { listMyCodes } from "../../server/shop/promotions/my-codes";
import { DashboardPage } from "../features/account/dashboard-page";
import { MemberAreaError } from "../features/account/member-area-error";
import { DASHBOARD_TABS } from "../features/account/member-profile";
import { tabFromSearch } from "../features/account/member-tabs";
import { privatePageMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/dashboard";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const [overview, codes] = await Promise.all([loadAccountOverview(database(), user.id), listMyCodes(database(), user.id)]);
  if (!overview) throw redirect("/auth");
  return { ...overview, codes, tab: tabFromSearch(DASHBOARD_TABS, new URL(request.url).searchParams) };
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta("บัญชีของฉัน", matches);
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return <DashboardPage {...loaderData} />;
}

export function ErrorBoundary() {
  return <MemberAreaError />;
}
