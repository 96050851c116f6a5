import { useLocation } from "react-router";
import { adminContentTexts } from "../../domain/admin/admin-content-texts";
import { adminScreenTexts } from "../../domain/admin/admin-screen-texts";
import { adminVideoTexts } from "../../domain/admin/admin-video-texts";
import { wholeList } from "../../domain/admin/admin-list";
import { HOME_VIDEO_MIME_TYPES, MAX_HOME_VIDEOS, VIDEO_MAX_BYTES } from "../../domain/content/content-limits";
import { videoSchema } from "../../domain/admin/slide-forms";
import { activeSwitchIntent, adminAction, dialogRow } from "../../server/shop/admin/admin-route";
import { createVideo, deleteVideo, listVideos, loadVideo, type VideoRow } from "../../server/shop/admin/videos";
import { requireAdmin } from "../../server/platform/auth/guards";
import { database } from "../../server/platform/db/database";
import { videos } from "../../server/platform/db/schema";
import { settings } from "../../server/platform/env";
import { DialogCheckbox } from "../features/admin/kit/dialog-checkbox";
import { ActiveSwitch } from "../features/admin/kit/active-switch";
import { DeleteDialog, DialogField, DialogForm, MediaThumbnail, dialogFields } from "../features/admin/kit/admin-dialog";
import { AdminScreen, AdminScreenError, ScreenAlert } from "../features/admin/kit/admin-screen";
import { DataTable, type Column } from "../features/admin/kit/data-table";
import { privateMeta } from "../features/seo/page-meta";
import type { Route } from "./+types/admin.videos";
import { DeleteLink } from "../features/admin/kit/row-links";
import { TitledSection } from "../ui/titled-section";

const m = adminVideoTexts;
const s = adminScreenTexts;
const MEGABYTE = 1024 * 1024;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const db = database();
  const deleteId = dialogRow(request, "delete");
  const [rows, deleting] = await Promise.all([listVideos(db), deleteId ? loadVideo(db, deleteId) : null]);
  return { rows, deleting, dialogMissing: Boolean(deleteId && !deleting) };
}

// The video streams to disk as it arrives (body-limit.ts: a streamed allowance for /admin/videos).
export const action = adminAction(
  {
    create: async ({ db, admin, parse, answer, files }) => {
      const parsed = parse(videoSchema);
      if (!parsed.ok) return parsed.reply;
      return answer(
        await createVideo(db, admin, parsed.value, { file: files.get("videoFile"), uploadsDir: settings().uploadsDir, field: "videoFile" }),
        "content-added",
      );
    },
    delete: async ({ db, admin, answer, rowId }) => answer(await deleteVideo(db, admin, rowId(), settings().uploadsDir), "content-deleted"),
    "switch-active": activeSwitchIntent({ entity: "video", table: videos }, "content-saved"),
  },
  { uploads: { videoFile: VIDEO_MAX_BYTES } },
);

export const meta = privateMeta(m.title);

export default function AdminVideos({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, deleting, dialogMissing } = loaderData;
  const { pathname } = useLocation();
  const full = rows.length >= MAX_HOME_VIDEOS;
  const columns: Column<VideoRow>[] = [
    { header: m.video, cell: (video) => <MediaThumbnail url={video.mediaUrl} label={video.title} /> },
    {
      header: m.videoTitle,
      cell: (video) => (
        <>
          <span className="font-medium">{video.title}</span>
          {video.description ? <span className="line-clamp-2 block text-xs text-gray-500">{video.description}</span> : null}
        </>
      ),
    },
    { header: m.sortOrderColumn, className: "text-right", cell: (video) => video.sortOrder },
    { header: m.active, cell: (video) => <ActiveSwitch id={video.id} active={video.isActive} name={video.title} /> },
    {
      header: s.actions,
      actions: true,
      className: "text-right whitespace-nowrap",
      cell: (video) => <DeleteLink to={`${pathname}?delete=${video.id}`} name={video.title} />,
    },
  ];
  return (
    <AdminScreen title={m.title}>
      <TitledSection id="video-upload" title={m.upload} className="rounded-2xl border border-gray-200 bg-white p-5" headingClassName="text-lg font-bold">
        <p className="mt-1 text-sm text-gray-600">{m.count(rows.length, MAX_HOME_VIDEOS)}</p>
        {full ? (
          <p role="status" className="mt-3 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
            {adminContentTexts.videoLimit}
          </p>
        ) : null}
        <UploadForm reply={actionData} />
      </TitledSection>
      <ScreenAlert message={dialogMissing && m.notFound} />
      <DataTable caption={m.title} columns={columns} list={wholeList(rows)} rowKey={(video) => video.id} empty={m.noneYet} />
      {deleting ? (
        <DeleteDialog name={deleting.title} message={m.confirmDelete(deleting.title)} closeHref={pathname} id={deleting.id} reply={actionData} />
      ) : null}
    </AdminScreen>
  );
}

function UploadForm({ reply }: { reply: Route.ComponentProps["actionData"] }) {
  const field = dialogFields(reply, null as VideoRow | null);
  return (
    <DialogForm intent="create" reply={reply} encType="multipart/form-data" submitLabel={m.upload}>
      <div className="grid gap-4 sm:grid-cols-2">
        {field("title", m.videoTitle)}
        {field("sortOrder", m.sortOrder, { inputMode: "numeric", empty: "0" })}
      </div>
      {field("description", m.description, { type: "textarea" })}
      <DialogField
        name="videoFile"
        type="file"
        label={m.file}
        accept={HOME_VIDEO_MIME_TYPES.join(",")}
        hint={m.fileHint(VIDEO_MAX_BYTES / MEGABYTE)}
        preview={{ current: null }}
        reply={reply}
        defaultValue=""
      />
      <DialogCheckbox name="isActive" label={m.showOnSite} reply={reply} defaultChecked />
    </DialogForm>
  );
}

export function ErrorBoundary() {
  return <AdminScreenError title={m.title} message={m.fetchFailed} />;
}
