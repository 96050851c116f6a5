import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LibraryImageSelect } from "./library-image-select";

const images = [{ id: "1", fileUrl: "/media/library/rose.webp", altText: "ลิปสีโรส", category: "hero" }];

// Issue 40: the Control Panel asked staff for raw /media/… paths.
describe("the Control Panel's picture choice", () => {
  it("is a list of the library's pictures by their description, not a box to type a path into", () => {
    const html = renderToStaticMarkup(<LibraryImageSelect name="mediaUrl" label="รูป" images={images} stored="" />);
    expect(html).toContain('<select name="mediaUrl"');
    expect(html).not.toContain("<input");
    expect(html).toMatch(/<option value="\/media\/library\/rose.webp">\[hero\] ลิปสีโรส<\/option>/);
  });

  it("keeps a stored picture that is not in the library choosable", () => {
    const html = renderToStaticMarkup(<LibraryImageSelect name="mediaUrl" label="รูป" images={images} stored="/media/demo/old.webp" />);
    expect(html).toContain('<option value="/media/demo/old.webp" selected="">');
  });
});
