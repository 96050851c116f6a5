// Fixed to Bangkok so the server (often UTC) and the shopper's phone print the same
// day for the same order; "th-TH" gives the Buddhist-era year Thai shoppers expect.
export const SHOP_TIME_ZONE = "Asia/Bangkok";

export type DateInput = Date | string | number;

const dateFormat = new Intl.DateTimeFormat("th-TH", {
  timeZone: SHOP_TIME_ZONE,
  day: "numeric",
  month: "short",
  year: "numeric",
});
const dateTimeFormat = new Intl.DateTimeFormat("th-TH", {
  timeZone: SHOP_TIME_ZONE,
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
const timeFormat = new Intl.DateTimeFormat("th-TH", {
  timeZone: SHOP_TIME_ZONE,
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

function toDate(input: DateInput): Date {
  const date = input instanceof Date ? input : new Date(input);
  // Intl would throw a vaguer error; naming the bad value makes the bug findable.
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(input)}`);
  return date;
}

const dayStamp = new Intl.DateTimeFormat("en-CA", { timeZone: SHOP_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

/** "2026-11-27": the calendar day in Bangkok, for file names (a download at 06:30 in Bangkok is not dated the day before). */
export function bangkokDay(input: DateInput): string {
  return dayStamp.format(toDate(input));
}

/** "22 ส.ค. 2567" */
export function formatThaiDate(input: DateInput): string {
  return dateFormat.format(toDate(input));
}

/** "2026-11-06" (a Bangkok calendar day, as `bangkokDay` and the day sums keep it) → "6 พ.ย. 2569". */
export function formatThaiDay(day: string): string {
  return formatThaiDate(`${day}T12:00:00+07:00`);
}

/** "22 ส.ค. 2567 17:05" */
export function formatThaiDateTime(input: DateInput): string {
  return dateTimeFormat.format(toDate(input));
}

/** "17:05" */
export function formatThaiTime(input: DateInput): string {
  return timeFormat.format(toDate(input));
}
