import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EmailText } from "./email-text";

describe("an e-mail address in a table (issue 40)", () => {
  it("breaks only before the @, each part kept whole or ended with an ellipsis, the full address its title", () => {
    const html = renderToStaticMarkup(<EmailText email="somying@example.com" />);
    expect(html).toContain('title="somying@example.com"');
    expect([...html.matchAll(/<span class="[^"]*truncate[^"]*">([^<]*)<\/span>/g)].map((match) => match[1])).toEqual(["somying", "@example.com"]);
    expect(html).not.toContain("break-all");
  });
});
