import { data, useLocation } from "react-router";
import { NotFoundPage } from "../features/layout/not-found-page";
import { logger } from "../../server/logger";
import type { Route } from "./+types/not-found";

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  logger.warn("Page not found", { path: url.pathname });
  return data(null, { status: 404 });
}

export function meta() {
  return [{ title: "ไม่พบหน้าที่ต้องการ (404)" }, { name: "robots", content: "noindex" }];
}

export default function NotFoundRoute() {
  const location = useLocation();
  return <NotFoundPage path={location.pathname} />;
}
