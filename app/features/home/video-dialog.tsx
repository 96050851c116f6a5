import type { VideoView } from "../../../domain/content/content";
import { mediaKind } from "../../../domain/shared/media";
import { Dialog, DialogClose, DialogDescription, DialogTitle } from "../../ui/dialog";

type VideoDialogProps = {
  video: VideoView;
  onClose: () => void;
  /** The card that opened the dialog: focus goes back to it. */
  opener: () => HTMLElement | null;
};

/**
 * The player dialog: a <video> for .mp4/.webm files, otherwise the image, with title and
 * description. Loaded only when a card is chosen, so the home page does not ship it. The shop's
 * one dialog (`app/ui/dialog.tsx`); a click beside it closes it and the page behind stays put.
 */
export function VideoDialog({ video, onClose, opener }: VideoDialogProps) {
  return (
    <Dialog
      onClose={onClose}
      returnFocusTo={opener}
      described
      closeOnBackdrop
      lockPageScroll
      className="fixed inset-0 z-50 m-auto w-[calc(100vw-2rem)] max-w-3xl overflow-hidden rounded-2xl bg-white p-0 shadow-2xl backdrop:bg-black/70 focus:outline-none"
    >
      <div className="bg-black">
        {mediaKind(video.mediaUrl) === "video" ? (
          <video src={video.mediaUrl} poster={video.posterUrl ?? undefined} controls autoPlay playsInline className="aspect-video w-full" />
        ) : (
          <img src={video.mediaUrl} alt={video.title} className="max-h-[70vh] w-full object-contain" />
        )}
      </div>
      <div className="p-5">
        <DialogTitle className="text-lg font-bold text-ink">{video.title}</DialogTitle>
        <DialogDescription className={video.description ? "mt-1 text-sm text-gray-600" : "sr-only"}>{video.description || video.title}</DialogDescription>
      </div>
      <DialogClose className="absolute right-3 top-3 flex size-10 items-center justify-center rounded-full bg-white/90 text-ink shadow hover:bg-white" />
    </Dialog>
  );
}
