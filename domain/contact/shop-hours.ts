/**
 * The shop's working hours (issue 37, decision 117). Their one source is the text staff keep on
 * /admin/contact ("เวลาทำการ"), which /contact shows as written; this reads it as a rule, so the
 * chat can tell a shopper who asks for staff outside the hours when someone will answer. Bangkok
 * time (no daylight saving). Public holidays are not in the shop's data: when the text says the
 * shop closes on them, the answer says "unless it is a public holiday" rather than promise a day.
 */
export type Opening = { fromMinute: number; toMinute: number };

export type ShopHours = {
  /** Index 0 = Sunday, as Date#getUTCDay counts; null = closed. */
  days: readonly (Opening | null)[];
  /** The text says the shop closes on public holidays. */
  closedOnPublicHolidays: boolean;
};

const BANGKOK_OFFSET_MS = 7 * 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;
const THAI_DAYS = ["อาทิตย์", "จันทร์", "อังคาร", "พุธ", "พฤหัสบดี", "ศุกร์", "เสาร์"] as const;
const WEEK_FROM_MONDAY = [1, 2, 3, 4, 5, 6, 0] as const;

/** How a day is written: Thai in full or short ("จ.", "พฤ."), English in full or short. Longest spellings first. */
const DAY_SPELLINGS: readonly [string, number][] = [
  ["พฤหัสบดี", 4],
  ["พฤหัส", 4],
  ["อาทิตย์", 0],
  ["จันทร์", 1],
  ["อังคาร", 2],
  ["ศุกร์", 5],
  ["เสาร์", 6],
  ["พุธ", 3],
  ["wednesday", 3],
  ["thursday", 4],
  ["saturday", 6],
  ["tuesday", 2],
  ["monday", 1],
  ["friday", 5],
  ["sunday", 0],
  ...(["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const).map((name, day): [string, number] => [name, day]),
];
/** "จ.-ศ.": a short Thai day only standing on its own, so the letter inside a word is not a day. */
const SHORT_THAI_DAY = /(?<![\u0E00-\u0E7F])(พฤ|อา|จ|อ|พ|ศ|ส)\.?(?![\u0E00-\u0E7F])/g;
const SHORT_THAI_DAYS: Record<string, number> = { อา: 0, จ: 1, อ: 2, พ: 3, พฤ: 4, ศ: 5, ส: 6 };
const TIME_RANGE = /(?<!\d)(\d{1,2})(?:[:.](\d{2}))?\s*-\s*(\d{1,2})(?:[:.](\d{2}))?(?!\d)/g;
const EVERY_DAY = /ทุกวัน|every\s*day|daily/;
const HOLIDAYS = /นักขัตฤกษ์|วันหยุดราชการ|public holiday/;
const HOLIDAYS_OPEN = /ไม่เว้นวันหยุด|รวมวันหยุด|including (?:public )?holidays/;

/** The words as one spelling: lower case, Arabic digits, one dash for every "to", no "น.". */
function plain(text: string): string {
  return text
    .normalize("NFC")
    .toLowerCase()
    .replace(/[๐-๙]/g, (digit) => String(digit.charCodeAt(0) - 0x0e50))
    .replace(/[–—−~]|ถึง|จนถึง|\bto\b|\buntil\b/g, "-")
    .replace(/น\.|นาฬิกา|\b[ap]\.?m\.?/g, " ");
}

/** The days a piece of text names, in order: "จันทร์ - ศุกร์" is the days between, "เสาร์ อาทิตย์" the two. */
function daysNamed(text: string): number[] {
  const found: { at: number; end: number; day: number }[] = [];
  const taken = (at: number, end: number) => found.some((day) => at < day.end && end > day.at);
  for (const [spelling, day] of DAY_SPELLINGS) {
    for (let at = text.indexOf(spelling); at >= 0; at = text.indexOf(spelling, at + 1)) {
      const end = at + spelling.length;
      // English names are words of their own ("mon" in "month" is not Monday).
      if (/[a-z]/.test(spelling) && (/[a-z]/.test(text[at - 1] ?? "") || /[a-z]/.test(text[end] ?? ""))) continue;
      if (!taken(at, end)) found.push({ at, end, day });
    }
  }
  for (const match of text.matchAll(SHORT_THAI_DAY)) {
    const at = match.index;
    if (!taken(at, at + match[0].length)) found.push({ at, end: at + match[0].length, day: SHORT_THAI_DAYS[match[1]!]! });
  }
  found.sort((a, b) => a.at - b.at);
  const days: number[] = [];
  for (const [index, named] of found.entries()) {
    const next = found[index + 1];
    const previous = found[index - 1];
    if (previous && /^\s*(?:วัน)?\s*-\s*(?:วัน)?\s*$/.test(text.slice(previous.end, named.at))) continue;
    if (next && /^\s*(?:วัน)?\s*-\s*(?:วัน)?\s*$/.test(text.slice(named.end, next.at))) {
      for (let day = named.day; ; day = (day + 1) % 7) {
        days.push(day);
        if (day === next.day) break;
      }
    } else days.push(named.day);
  }
  return days;
}

/**
 * Reads staff's text as hours: "จันทร์ - ศุกร์ 09:00 - 18:00 น. / เสาร์ 10:00 - 16:00 น.
 * (หยุดวันอาทิตย์)", "ทุกวัน 10:00–20:00", "จ.-ศ. 9.00-18.00", "9:00–18:00" (every day). The days
 * before each time range are its days (none named: every day not named elsewhere); days after
 * "หยุด"/"ยกเว้น" are closed. Null when no time range can be read: then no text promises a time.
 */
export function readShopHours(text: string | null | undefined): ShopHours | null {
  if (!text) return null;
  const words = plain(text);
  const closedOnPublicHolidays = HOLIDAYS.test(words) && !HOLIDAYS_OPEN.test(words);
  // What follows "หยุด" or "ยกเว้น" (to the end of its bracket or sentence, or a time) names closed days; "ไม่หยุด", "ไม่เว้น" do not.
  const closed = new Set<number>();
  const open = words.replace(/(?<!ไม่\s?)(?:หยุด|(?<!เ)ปิด|ยกเว้น|เว้น|closed)([^()/\n;\d]*)/g, (_, closedDays: string) => {
    for (const day of daysNamed(closedDays)) closed.add(day);
    return " ";
  });
  const days: (Opening | null)[] = [null, null, null, null, null, null, null];
  const everyDay: Opening[] = [];
  let from = 0;
  for (const match of open.matchAll(TIME_RANGE)) {
    const [fromHour, fromMinutes, toHour, toMinutes] = [match[1], match[2], match[3], match[4]].map((part) => Number(part ?? 0));
    const opening = { fromMinute: fromHour! * 60 + fromMinutes!, toMinute: toHour! * 60 + toMinutes! };
    const before = open.slice(from, match.index);
    from = match.index + match[0].length;
    if (fromMinutes! > 59 || toMinutes! > 59 || opening.toMinute > 24 * 60 || opening.fromMinute >= opening.toMinute) continue;
    const named = EVERY_DAY.test(before) ? [] : daysNamed(before);
    if (named.length === 0) everyDay.push(opening);
    for (const day of named) days[day] = opening;
  }
  if (everyDay.length === 0 && days.every((day) => day === null)) return null;
  for (const day of WEEK_FROM_MONDAY) {
    if (closed.has(day)) days[day] = null;
    else if (!days[day] && everyDay[0]) days[day] = everyDay[0];
  }
  return { days, closedOnPublicHolidays };
}

const clock = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;

/** The hours in the shop's own way of writing them: "จันทร์ - ศุกร์ 09:00 - 18:00 น. / เสาร์ 10:00 - 16:00 น. (หยุดวันอาทิตย์)". */
export function shopHoursText(hours: readonly (Opening | null)[]): string {
  const groups: { first: number; last: number; opening: Opening }[] = [];
  for (const day of WEEK_FROM_MONDAY) {
    const opening = hours[day];
    if (!opening) continue;
    const previous = groups.at(-1);
    if (previous && previous.last === (day + 6) % 7 && previous.opening.fromMinute === opening.fromMinute && previous.opening.toMinute === opening.toMinute) {
      previous.last = day;
    } else groups.push({ first: day, last: day, opening });
  }
  const open = groups
    .map(({ first, last, opening }) => {
      const days = first === last ? THAI_DAYS[first] : `${THAI_DAYS[first]} - ${THAI_DAYS[last]}`;
      return `${days} ${clock(opening.fromMinute)} - ${clock(opening.toMinute)} น.`;
    })
    .join(" / ");
  const closed = WEEK_FROM_MONDAY.filter((day) => !hours[day]).map((day) => `วัน${THAI_DAYS[day]}`);
  return closed.length > 0 ? `${open} (หยุด${closed.join(" ")})` : open;
}

/** When staff will next be at work, seen from `now`: null while they are (an answer comes in the chat now). */
export function nextOpening(now: Date, hours: readonly (Opening | null)[]): Date | null {
  const local = now.getTime() + BANGKOK_OFFSET_MS;
  const dayStart = Math.floor(local / DAY_MS) * DAY_MS;
  const minute = Math.floor((local - dayStart) / 60_000);
  const today = hours[new Date(dayStart).getUTCDay()];
  if (today && minute >= today.fromMinute && minute < today.toMinute) return null;
  for (let ahead = 0; ahead <= 7; ahead += 1) {
    const start = dayStart + ahead * DAY_MS;
    const opening = hours[new Date(start).getUTCDay()];
    if (!opening || (ahead === 0 && minute >= opening.fromMinute)) continue;
    return new Date(start + opening.fromMinute * 60_000 - BANGKOK_OFFSET_MS);
  }
  return null;
}

/**
 * "วันนี้ เวลา 09:00 น.", "พรุ่งนี้ เวลา 09:00 น." or "วันจันทร์ เวลา 09:00 น." (with "unless a
 * public holiday" when the shop closes on them): when someone will answer; null while open.
 */
export function answerByText(now: Date, hours: ShopHours): string | null {
  const next = nextOpening(now, hours.days);
  if (!next) return null;
  const dayOf = (date: Date) => Math.floor((date.getTime() + BANGKOK_OFFSET_MS) / DAY_MS);
  const days = dayOf(next) - dayOf(now);
  const local = new Date(next.getTime() + BANGKOK_OFFSET_MS);
  const time = `เวลา ${clock(local.getUTCHours() * 60 + local.getUTCMinutes())} น.${hours.closedOnPublicHolidays ? " (หากไม่ตรงกับวันหยุดนักขัตฤกษ์)" : ""}`;
  if (days === 0) return `วันนี้ ${time}`;
  if (days === 1) return `พรุ่งนี้ ${time}`;
  return `วัน${THAI_DAYS[local.getUTCDay()]} ${time}`;
}
