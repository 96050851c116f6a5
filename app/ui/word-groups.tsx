/**
 * Thai is written without spaces between words, and the browser breaks its lines with a
 * dictionary that does not know the shop's transliterated words: 'สีชมพูเอ็มแอ|ลบีบี',
 * 'สีโร|สนู้ด'. (ICU's word segmenter, `Intl.Segmenter`, cuts them the same way: ลิ|ปมูส,
 * เอ็ม|แอ|ลบีบี — decision 020.) Names and labels are written with a space between their parts,
 * so they break only at those spaces: each space-separated group stays on one line, and only
 * a group wider than the whole line wraps inside (the browser's own breaks, as before).
 *
 * A plain split of the text, the same on the server and in the browser (no hydration
 * difference, no segmenter data in the page's JavaScript).
 */
export function wordGroups(text: string): string[] {
  return text.split(/(\s+)/).filter((part) => part !== "");
}

/**
 * A label too long for a narrow tab may mark where it may break with a zero-width space
 * (U+200B, Unicode's own Thai word-break mark): 'ประวัติ\u200bการสั่งซื้อ'. It is drawn as `<wbr>`.
 */
const BREAK_HINT = "\u200b";

/** The text without break hints, for accessible names and titles. */
export function withoutBreakHints(text: string): string {
  return text.replaceAll(BREAK_HINT, "");
}

const THAI = /[\u0E00-\u0E7F]/;

/** A name or label whose lines break only between its space-separated word groups. */
export function WordGroups({ text, className }: { text: string; className?: string }) {
  return (
    <span className={className}>
      {wordGroups(text).map((group, index) =>
        // Latin text and spaces already break only at spaces.
        THAI.test(group)
          ? group.split(BREAK_HINT).map((part, partIndex) => [
              partIndex > 0 ? <wbr key={`${index}-${partIndex}-break`} /> : null,
              <span key={`${index}-${partIndex}`} className="inline-block max-w-full">
                {part}
              </span>,
            ])
          : withoutBreakHints(group),
      )}
    </span>
  );
}
