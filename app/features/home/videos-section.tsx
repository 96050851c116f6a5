import { Play } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import type { VideoView } from "../../../domain/content/content";
import { mediaKind } from "../../../domain/shared/media";
import { homeTexts } from "./texts";
import { Carousel } from "../../ui/carousel";
import { ResponsiveImage } from "../../ui/responsive-image";
import { TitledSection } from "../../ui/titled-section";
const VideoDialog = lazy(() => import("./video-dialog").then((module) => ({ default: module.VideoDialog })));

const m = homeTexts;

/**
 * Introduction videos: a carousel of cards; choosing one opens the player dialog. With no
 * videos there is no section: shoppers never read back-office instructions (issue 24).
 */
export function VideosSection({ videos }: { videos: readonly VideoView[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  // Focus goes back to the card that opened the dialog when it closes.
  const opener = useRef<HTMLButtonElement | null>(null);
  const open = videos.find((video) => video.id === openId) ?? null;
  if (videos.length === 0) return null;
  return (
    <TitledSection id="videos-title" title={m.videosTitle} className="mx-auto max-w-6xl px-4 py-14" headingClassName="mb-6 text-2xl font-bold">
      <>
        <Carousel label={m.videosLabel} slideClassName="basis-full sm:basis-1/2 lg:basis-1/3" spaced>
          {videos.map((video) => (
            <VideoCard
              key={video.id}
              video={video}
              onOpen={(button) => {
                opener.current = button;
                setOpenId(video.id);
              }}
            />
          ))}
        </Carousel>
        {open ? (
          <Suspense fallback={null}>
            <VideoDialog video={open} onClose={() => setOpenId(null)} opener={() => opener.current} />
          </Suspense>
        ) : null}
      </>
    </TitledSection>
  );
}

function VideoCard({ video, onOpen }: { video: VideoView; onOpen: (button: HTMLButtonElement) => void }) {
  const isVideo = mediaKind(video.mediaUrl) === "video";
  const still = video.posterUrl ?? (isVideo ? null : video.mediaUrl);
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={(event) => onOpen(event.currentTarget)}
      className="group block h-full w-full overflow-hidden rounded-2xl border border-brand-100 bg-white text-left shadow-sm transition hover:shadow-md"
    >
      <span className="relative block aspect-video bg-gradient-to-br from-brand-700 to-brand-400">
        {still ? (
          <ResponsiveImage
            src={still}
            alt=""
            width={640}
            height={360}
            sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
            className="size-full object-cover"
          />
        ) : null}
        {isVideo ? (
          <span className="absolute inset-0 flex items-center justify-center">
            <span className="flex size-14 items-center justify-center rounded-full bg-white/90 text-brand-700 shadow-lg transition group-hover:scale-110">
              <Play className="ml-1 size-6 fill-current" aria-hidden />
            </span>
          </span>
        ) : null}
      </span>
      <span className="block p-4">
        {/* The visible title stays part of the button's name (WCAG 2.5.3 label in name). */}
        <span className="sr-only">{isVideo ? m.playVideo : m.viewImage} </span>
        <span className="block font-semibold text-ink">{video.title}</span>
        {video.description ? <span className="mt-1 line-clamp-2 block text-sm text-gray-600">{video.description}</span> : null}
      </span>
    </button>
  );
}
