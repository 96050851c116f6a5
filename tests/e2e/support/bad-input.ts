import fc from "fast-check";

/** One request body the shop's own pages would never send, with the Content-Type it claims. */
export type BadBody = { contentType: string | null; body: Buffer; kind: string };

/** Field names the shop's forms and Better Auth read, so bad values reach real code paths. */
const FIELD_NAMES = [
  "email",
  "password",
  "confirmPassword",
  "currentPassword",
  "newPassword",
  "name",
  "displayName",
  "intent",
  "message",
  "subject",
  "token",
  "phone",
  "firstName",
  "lastName",
  "address",
  "subDistrict",
  "postalCode",
  "provider",
  "avatar",
  "newEmail",
  "image",
  "callbackURL",
  "rememberMe",
  "userId",
  "role",
  "data",
  "event",
  "details",
  "quantity",
  "id",
  "revokeOtherSessions",
  "idToken",
  "accountId",
  "providerId",
] as const;

const fieldName = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...FIELD_NAMES) }, { weight: 1, arbitrary: fc.string({ maxLength: 12 }) });

/** Huge strings: most under the 64 KB form cap (they reach the actions), some over it. */
const hugeText = fc
  .integer({ min: 1_000, max: 90_000 })
  .chain((length) => fc.constantFrom("a", "ก", "😀", "\u0000").map((unit) => unit.repeat(Math.ceil(length / Buffer.byteLength(unit)))));

const nastyText = fc.constantFrom(
  "\u0000",
  "a\u0000b@e2e.test",
  "somchai@e2e.test\u0000",
  "\u0007\u001b[31m\u007f",
  "\r\n\r\n--boundary--",
  "line\u2028break\u3000",
  "\ud800",
  "../../../etc/passwd",
  "%00%ff%2e%2e",
  "<script>alert(1)</script>",
  "'; drop table users; --",
  "\ufeff",
  "   ",
);

const numberLike = fc.oneof(
  fc.constantFrom("-1", "NaN", "Infinity", "-Infinity", "1e309", "-0", "9007199254740993", "0x10", "1.5", "99999999999999999999"),
  fc.double().map(String),
  fc.integer().map(String),
);

export const badText = fc.oneof(
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 3, arbitrary: nastyText },
  { weight: 2, arbitrary: numberLike },
  { weight: 1, arbitrary: hugeText },
  { weight: 1, arbitrary: fc.emailAddress() },
  { weight: 1, arbitrary: fc.constant("") },
);

const fields = fc.array(fc.tuple(fieldName, badText), { maxLength: 6 });

const jsonValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: badText },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, -1, 0, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2) },
  { weight: 1, arbitrary: fc.array(badText, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...FIELD_NAMES), badText, { maxKeys: 3 }) },
);

const urlEncoded: fc.Arbitrary<BadBody> = fc.tuple(fields, fc.constantFrom("", "&%ZZ=%", "&email=%C0%AF%FF", "&=&&==", "&intent=%00")).map(([pairs, tail]) => ({
  kind: "url-encoded",
  contentType: "application/x-www-form-urlencoded",
  body: Buffer.from(pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value.replace(/[\ud800-\udfff]/g, "?"))}`).join("&") + tail),
}));

const json: fc.Arbitrary<BadBody> = fc
  .tuple(
    fc.oneof({ weight: 3, arbitrary: fc.dictionary(fieldName, jsonValue, { maxKeys: 6 }) as fc.Arbitrary<unknown> }, { weight: 1, arbitrary: jsonValue }),
    fc.oneof({ weight: 3, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.nat({ max: 40 }) }),
    fc.constantFrom("", "1e309", '{"__proto__":{"admin":true}}'),
  )
  .map(([value, cutAt, replacement]) => {
    let text = replacement || JSON.stringify(value) || "null";
    if (cutAt !== null) text = text.slice(0, cutAt);
    return { kind: "json", contentType: "application/json", body: Buffer.from(text) };
  });

const multipart: fc.Arbitrary<BadBody> = fc
  .tuple(fields, fc.uint8Array({ maxLength: 300 }), fc.constantFrom("whole", "no-end", "wrong-boundary", "no-boundary-param", "garbage"))
  .map(([pairs, fileBytes, shape]) => {
    const boundary = "----walk7MA4YWxkTrZu0gW";
    const parts = pairs.map(([key, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${key.replace(/["\r\n]/g, "")}"\r\n\r\n${value}\r\n`);
    const file = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
      Buffer.from(fileBytes),
      Buffer.from("\r\n"),
    ]);
    const whole = Buffer.concat([Buffer.from(parts.join("")), file, Buffer.from(shape === "no-end" ? "" : `--${boundary}--\r\n`)]);
    const contentType = {
      whole: `multipart/form-data; boundary=${boundary}`,
      "no-end": `multipart/form-data; boundary=${boundary}`,
      "wrong-boundary": "multipart/form-data; boundary=somethingelse",
      "no-boundary-param": "multipart/form-data",
      garbage: `multipart/form-data; boundary=${boundary}`,
    }[shape];
    const body = shape === "garbage" ? Buffer.from(fileBytes) : whole;
    return { kind: `multipart (${shape})`, contentType, body };
  });

const plainText: fc.Arbitrary<BadBody> = badText.map((text) => ({
  kind: "text",
  contentType: "text/plain;charset=UTF-8",
  body: Buffer.from(text),
}));

/** Bytes that are not UTF-8 at all (lone continuation bytes, 0xFF, overlong forms). */
const invalidUtf8: fc.Arbitrary<BadBody> = fc
  .tuple(fc.uint8Array({ minLength: 1, maxLength: 200 }), fc.constantFrom("application/x-www-form-urlencoded", "application/json", "text/plain"))
  .map(([bytes, contentType]) => ({
    kind: "invalid UTF-8",
    contentType,
    body: Buffer.concat([Buffer.from("email="), Buffer.from([0xc0, 0xaf, 0xff, 0xfe, 0x80]), Buffer.from(bytes)]),
  }));

const otherContentType = fc.constantFrom(
  null,
  "application/xml",
  "application/x-www-form-urlencoded; charset=utf-16",
  "multipart/mixed; boundary=x",
  "application/json; charset=latin1",
  "*/*",
  "text/html",
  "application/octet-stream",
);

/** A bad body, sometimes with a Content-Type that does not match it. */
export const badBody: fc.Arbitrary<BadBody> = fc
  .tuple(
    fc.oneof(urlEncoded, json, multipart, plainText, invalidUtf8),
    fc.oneof({ weight: 4, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: otherContentType }),
  )
  .map(([body, override]) => (override === undefined ? body : { ...body, contentType: override, kind: `${body.kind} as ${override}` }));

export const stateChangingMethod = fc.oneof({ weight: 6, arbitrary: fc.constant("POST") }, { weight: 1, arbitrary: fc.constantFrom("PUT", "DELETE", "PATCH") });

/** A path segment for a route parameter, already percent-encoded the way it goes on the wire. */
export const badPathSegment = fc.oneof(
  fc.constantFrom("%00abc", "..%2f..%2fetc%2fpasswd", "%2e%2e", "%E0%A4%A", "%ff%fe", "x", "glossy", "a%00", "%C0%AF"),
  badText.filter((text) => text.length < 300).map((text) => encodeURIComponent(text.replace(/[\ud800-\udfff]/g, "?")) || "x"),
);
