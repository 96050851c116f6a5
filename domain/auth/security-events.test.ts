import { describe, expect, it } from "vitest";
import { clientSecurityReportSchema } from "./security-events";

describe("clientSecurityReportSchema", () => {
  it("accepts the spec's report shape", () => {
    const parsed = clientSecurityReportSchema.parse({
      event: "chat_message_sent",
      details: { userId: "ignored-by-server", messageLength: 12 },
      timestamp: "2025-01-02T03:04:05.678Z",
      userAgent: "Mozilla/5.0",
      url: "https://shop.example/",
    });
    expect(parsed.event).toBe("chat_message_sent");
    expect(parsed.details).toEqual({ userId: "ignored-by-server", messageLength: 12 });
  });

  it("needs only the event", () => {
    expect(clientSecurityReportSchema.parse({ event: "failed_login" }).details).toEqual({});
  });

  it.each([
    [{ event: "admin_granted" }],
    [{}],
    [{ event: "failed_login", details: "text" }],
    [{ event: "failed_login", timestamp: "yesterday" }],
    [{ event: "failed_login", url: "x".repeat(2049) }],
  ])("refuses %o", (input) => {
    expect(clientSecurityReportSchema.safeParse(input).success).toBe(false);
  });
});
