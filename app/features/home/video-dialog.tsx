import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useEffect } from "react";
import type { VideoView } from "../../../domain/content";
import { mediaKind } from "../../../domain/media";
import { messages } from "../../../domain/messages";

type VideoDialogProps = {
  video: VideoView;
  onClose: () => void;
  /** Focus goes back to the card that opened the dialog. */
  onCloseAutoFocus: () => void;
};

/**
 * The player dialog: a <video> for .mp4/.webm files, otherwise the image, with title and
 * description. Loaded only when a card is chosen, so the home page does not ship it.
 */
export function VideoDialog({ video, onClose, onCloseAutoFocus }: VideoDialogProps) {
  usePageScrollLocked();
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        {/* Not Dialog.Overlay: its scroll lock inserts a <style> element without a nonce, which
            the policy refuses (decision 055); the page's scrolling is locked through the CSSOM instead. */}
        <div className="fixed inset-0 z-50 bg-black/70" aria-hidden />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onCloseAutoFocus();
          }}
          className="fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 overflow-hidden rounded-2xl bg-white shadow-2xl focus:outline-none"
        >
          <div className="bg-black">
            {mediaKind(video.mediaUrl) === "video" ? (
              <video
                src={video.mediaUrl}
                poster={video.posterUrl ?? undefined}
                controls
                autoPlay
                playsInline
                className="aspect-video w-full"
              />
            ) : (
              <img src={video.mediaUrl} alt={video.title} className="max-h-[70vh] w-full object-contain" />
            )}
          </div>
          <div className="p-5">
            <Dialog.Title className="text-lg font-bold text-ink">{video.title}</Dialog.Title>
            <Dialog.Description className={video.description ? "mt-1 text-sm text-gray-600" : "sr-only"}>
              {video.description || video.title}
            </Dialog.Description>
          </div>
          <Dialog.Close
            aria-label={messages.common.close}
            className="absolute right-3 top-3 flex size-10 items-center justify-center rounded-full bg-white/90 text-ink shadow hover:bg-white"
          >
            <X className="size-5" aria-hidden />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The page behind the dialog stays put while it is open (set from script: the CSSOM is not subject to the policy). */
function usePageScrollLocked() {
  useEffect(() => {
    const root = document.documentElement;
    const before = root.style.overflow;
    root.style.overflow = "hidden";
    return () => {
      root.style.overflow = before;
    };
  }, []);
}
