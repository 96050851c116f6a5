import { useState } from "react";
import { controlPanelTexts as m } from "../../../../domain/admin/control-panel-texts";
import { FIELD_INPUT, FIELD_LABEL } from "./panel-kit";

/** A picture of the image library, as the panel's dialogs list it. */
export type LibraryImage = { id: string; fileUrl: string; altText: string; category: string; fileName?: string };

/**
 * The Control Panel's one way to choose a picture: from the image library by its category and
 * description, never by typing a /media/… path (spec §2, issue 40). A stored picture that is not
 * in the library stays choosable, so opening and saving a form never loses it; the choice shows
 * as a small preview.
 */
export function LibraryImageSelect({
  name,
  label,
  images,
  stored,
  allowNone = true,
}: {
  name: string;
  label: string;
  images: readonly LibraryImage[];
  stored: string;
  /** Whether "no picture" may be chosen (the shop's own pictures keep one once set). */
  allowNone?: boolean;
}) {
  const [url, setUrl] = useState(stored);
  const choices =
    images.some((image) => image.fileUrl === stored) || !stored ? images : [{ id: "stored", fileUrl: stored, altText: stored, category: "" }, ...images];
  return (
    <>
      <label className={FIELD_LABEL}>
        {label}
        <select name={name} value={url} onChange={(event) => setUrl(event.target.value)} className={FIELD_INPUT}>
          {allowNone || !stored ? <option value="">{m.profile.noImage}</option> : null}
          {choices.map((image) => (
            <option key={image.id} value={image.fileUrl}>
              {image.category ? `[${image.category}] ` : ""}
              {image.altText || image.fileName}
            </option>
          ))}
        </select>
      </label>
      {url ? <img src={url} alt="" width={160} height={90} className="h-24 w-auto rounded-lg border border-gray-100 object-contain sm:col-span-2" /> : null}
    </>
  );
}
