import { Camera, LoaderCircle } from "lucide-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "../../ui/toasts";
import { AVATAR_MAX_BYTES } from "../../../domain/members/member-limits";
import { accountTexts } from "../../../domain/members/account-texts";
import { fileTexts } from "../../../domain/shared/file-texts";
import type { FormReply } from "../../../domain/shared/form-contract";
import { useResultToast } from "./form-result";
import { MemberAvatar } from "./member-avatar";

const m = accountTexts;

/**
 * Uploads as soon as a file is chosen. The size is checked here first to spare a 2 MB+
 * upload on a phone connection; the server checks size and content again either way.
 */
export function AvatarUploader({ url, name }: { url: string | null; name: string }) {
  const fetcher = useFetcher<FormReply>();
  const [localError, setLocalError] = useState<string | null>(null);
  const busy = fetcher.state !== "idle";
  useResultToast(fetcher.data, "avatar");
  const serverError = !busy && fetcher.data && !fetcher.data.ok ? fetcher.data.message : null;
  const error = localError ?? serverError;

  const onChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    if (file.size > AVATAR_MAX_BYTES) {
      setLocalError(fileTexts.avatarTooLarge);
      toast.error(fileTexts.avatarTooLarge, { description: fileTexts.avatarTooLargeHint });
      input.value = "";
      return;
    }
    setLocalError(null);
    const body = new FormData();
    body.set("avatar", file);
    void fetcher.submit(body, { method: "post", action: "/profile", encType: "multipart/form-data" });
    // The same file can be chosen again after a failure.
    input.value = "";
  };

  return (
    <div className="flex flex-col items-center gap-2">
      <div className="relative">
        <MemberAvatar url={url} name={name} size="lg" />
        {busy ? (
          <span className="absolute inset-0 flex items-center justify-center rounded-full bg-white/70">
            <LoaderCircle className="size-8 animate-spin text-brand-600" aria-label={m.uploadingAvatar} />
          </span>
        ) : null}
      </div>
      <label className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-brand-200 bg-white px-4 py-1.5 text-sm font-semibold text-brand-700 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-500 hover:bg-brand-50">
        <Camera className="size-4" aria-hidden />
        {m.changeAvatar}
        <input
          type="file"
          name="avatar"
          accept="image/png,image/jpeg,image/webp,image/gif"
          className="sr-only"
          onChange={onChange}
          disabled={busy}
          aria-describedby="avatar-hint"
        />
      </label>
      <p id="avatar-hint" className="text-xs text-gray-500">
        {m.avatarHint}
      </p>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700" data-testid="avatar-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
