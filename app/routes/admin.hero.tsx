import { adminSlideTexts } from "../../domain/admin/admin-slide-texts";
import { adminAction } from "../../server/shop/admin/admin-route";
import { loadSlidesEditor, SLIDE_UPLOADS, slideIntents } from "../../server/shop/admin/slides-route";
import { requireAdmin } from "../../server/platform/auth/guards";
import { AdminScreen, AdminScreenError } from "../features/admin/kit/admin-screen";
import { SlidesEditor } from "../features/admin/slides/slides-editor";
import { privateMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/admin.hero";

const m = adminSlideTexts;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return loadSlidesEditor(request, "hero");
}

// The slide's file streams to disk (body-limit.ts: a streamed allowance for /admin/hero).
export const action = adminAction(slideIntents("hero"), { uploads: SLIDE_UPLOADS });

export const meta = privateMeta(m.heroTitle);

export default function AdminHero({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminScreen title={m.heroTitle}>
      <SlidesEditor data={loaderData} reply={actionData} heading={m.heroTitle} />
    </AdminScreen>
  );
}

export function ErrorBoundary() {
  return <AdminScreenError title={m.heroTitle} message={m.fetchFailed} />;
}
