import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { Dialog, DialogClose, DialogDescription, DialogTitle } from "./dialog";
import { isTypingField, loopTarget } from "./dialog-focus";

/** The dialog as the server renders it (inside a router: its close control may be a link). */
function rendered(element: React.ReactElement): string {
  const router = createMemoryRouter([{ path: "/", element }]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe("the one dialog, as the server renders it", () => {
  it("is named by its title, described by its description, and its close control is labelled in Thai", () => {
    const html = rendered(
      <Dialog onClose={() => {}} described className="box">
        <DialogTitle>ลิปสติกเนื้อแมตต์</DialogTitle>
        <DialogDescription>วิธีทาให้ติดทน</DialogDescription>
        <DialogClose className="x" />
      </Dialog>,
    );
    const dialog = /<dialog[^>]*>/.exec(html)![0];
    const titleId = /aria-labelledby="([^"]+)"/.exec(dialog)![1];
    const descriptionId = /aria-describedby="([^"]+)"/.exec(dialog)![1];
    // The title's text, with the app's no-break span around 'ลิปสติก' (decision 081).
    expect(
      /<h2 id="([^"]+)">(.*?)<\/h2>/
        .exec(html)
        ?.slice(1)
        .map((part) => part.replace(/<[^>]+>/g, "")),
    ).toEqual([titleId, "ลิปสติกเนื้อแมตต์"]);
    expect(html).toContain(`<p id="${descriptionId}">วิธีทาให้ติดทน</p>`);
    expect(html).toMatch(/<button type="button" aria-label="ปิด"/);
    // Not open until scripts make it modal: a dialog the caller opens from a click.
    expect(dialog).not.toContain(" open");
  });

  it("is open on the server when asked (a page that works without scripts), closing through a link, in the screen's own words", () => {
    const html = rendered(
      <Dialog onClose={() => {}} openOnServer className="box">
        <DialogTitle>Edit product</DialogTitle>
        <DialogClose to="/admin/products" label="Close" className="x" />
      </Dialog>,
    );
    expect(/<dialog[^>]*>/.exec(html)![0]).toContain(' open=""');
    expect(html).not.toContain("aria-describedby");
    expect(html).toMatch(/<a[^>]*href="\/admin\/products"[^>]*aria-label="Close"|<a[^>]*aria-label="Close"[^>]*href="\/admin\/products"/);
  });
});

describe("where Tab goes in the dialog", () => {
  const list = ["close", "name", "save"];

  it("goes round: from the last to the first, and back from the first to the last", () => {
    expect(loopTarget(list, "save", false)).toBe("close");
    expect(loopTarget(list, "close", true)).toBe("save");
  });

  it("lets the browser step between the dialog's own elements", () => {
    expect(loopTarget(list, "close", false)).toBeNull();
    expect(loopTarget(list, "name", true)).toBeNull();
  });

  it("brings focus on the dialog itself (or lost) to its first or last element, and does nothing without one", () => {
    expect(loopTarget(list, null, false)).toBe("close");
    expect(loopTarget(list, null, true)).toBe("save");
    expect(loopTarget([], null, false)).toBeNull();
  });
});

describe("a field being typed in keeps the focus when the dialog becomes modal", () => {
  it("counts text fields, text areas and editable regions, not buttons, boxes or file pickers", () => {
    for (const type of ["text", "email", "tel", "number", "search", "password", "datetime-local", undefined])
      expect(isTypingField({ tagName: "INPUT", type }), String(type)).toBe(true);
    expect(isTypingField({ tagName: "TEXTAREA" })).toBe(true);
    expect(isTypingField({ tagName: "DIV", isContentEditable: true })).toBe(true);
    for (const type of ["checkbox", "radio", "file", "submit", "button"]) expect(isTypingField({ tagName: "INPUT", type }), type).toBe(false);
    expect(isTypingField({ tagName: "BUTTON" })).toBe(false);
    expect(isTypingField({ tagName: "SELECT" })).toBe(false);
  });
});
