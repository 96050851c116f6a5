import { parse, validate } from "promptparse";
import { describe, expect, it } from "vitest";
import { InvalidPromptPayIdError, promptPayPayload, promptPayQrSvg } from "./promptpay-qr";
import { readSlipQr } from "./slip-qr";
import { rasterizeSvg } from "./test-support/qr-images";

describe("promptPayPayload", () => {
  it("asks for the exact amount, to a mobile number", () => {
    const payload = promptPayPayload("081-234-5678", 124_950);
    expect(validate.anyId(payload)).toEqual({ type: "MSISDN", target: "0812345678", amount: 1249.5 });
    const qr = parse(payload, true)!;
    // On the wire a mobile number is written in the international form.
    expect(qr.getTagValue("29", "01")).toBe("0066812345678");
    expect(qr.getTagValue("54")).toBe("1249.50");
    expect(qr.getTagValue("53")).toBe("764");
    expect(qr.getTagValue("58")).toBe("TH");
    expect(qr.validate("63")).toBe(true);
  });

  it("asks for the exact amount, to a 13-digit tax id", () => {
    const payload = promptPayPayload("0105556123453", 1);
    expect(validate.anyId(payload)).toEqual({ type: "NATID", target: "0105556123453", amount: 0.01 });
    expect(parse(payload, true)!.getTagValue("54")).toBe("0.01");
  });

  it("writes every satang amount exactly", () => {
    for (const amount of [5_000, 19_900, 24_901, 33_333, 100_007, 9_999_999, 123_456_789_01]) {
      const payload = promptPayPayload("0812345678", amount);
      const expected = `${Math.trunc(amount / 100)}.${String(amount % 100).padStart(2, "0")}`;
      expect(parse(payload, true)!.getTagValue("54"), String(amount)).toBe(expected);
    }
  });

  it("refuses a bad id or amount", () => {
    expect(() => promptPayPayload("021234567", 10_000)).toThrow(InvalidPromptPayIdError);
    expect(() => promptPayPayload("1101700230709", 10_000)).toThrow(InvalidPromptPayIdError);
    expect(() => promptPayPayload("0812345678", 0)).toThrow(RangeError);
    expect(() => promptPayPayload("0812345678", 99.5)).toThrow(RangeError);
  });
});

describe("promptPayQrSvg", () => {
  it("draws a QR that scans back to the same payload", async () => {
    const svg = await promptPayQrSvg("0812345678", 27_850);
    expect(svg.startsWith("<svg")).toBe(true);
    const reading = await readSlipQr(await rasterizeSvg(svg, 400));
    expect(reading).toEqual({ kind: "other-qr", payload: promptPayPayload("0812345678", 27_850) });
  });
});
