import { data, useLocation } from "react-router";
import { NotFoundPage } from "../features/layout/not-found-page";
import { notFoundMeta } from "../features/seo/page-meta";
import { logPageNotFound } from "../../server/platform/http/not-found";
import type { Route } from "./+types/not-found";

export async function loader({ request }: Route.LoaderArgs) {
  logPageNotFound(request);
  return data(null, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  return notFoundMeta(matches);
}

export default function NotFoundRoute() {
  const location = useLocation();
  return <NotFoundPage path={location.pathname} />;
}
