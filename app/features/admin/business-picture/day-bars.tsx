import { formatThaiDay } from "../../../../domain/shared/dates";
import { AxisBottom, AxisLeft } from "@visx/axis";
import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { Bar } from "@visx/shape";

const WIDTH = 640;
const HEIGHT = 220;
const MARGIN = { top: 10, right: 8, bottom: 28, left: 56 };

/**
 * A tick's label as a plain SVG `<text>`: visx's own wraps each in an `<svg style=…>`, which the
 * shop's Content-Security-Policy refuses (no inline style attributes, decision 055).
 */
function TickLabel({
  x,
  y,
  dy,
  formattedValue,
  textAnchor,
}: {
  x?: number;
  y?: number;
  dy?: string | number;
  formattedValue?: string;
  textAnchor?: "start" | "middle" | "end" | "inherit";
}) {
  return (
    <text x={x} y={y} dy={dy} fontSize={11} fill="#4b5563" textAnchor={textAnchor}>
      {formattedValue}
    </text>
  );
}

/** "2031-03-15" → "15/3", the tick under a day's bar. */
/** Both axes' look: grey lines, and small grey labels that TickLabel draws. */
const AXIS_LOOK = { tickLabelProps: { fontSize: 11, fill: "#4b5563" }, tickComponent: TickLabel, stroke: "#d1d5db", tickStroke: "#d1d5db" };

const dayTick = (day: string) => `${Number(day.slice(8, 10))}/${Number(day.slice(5, 7))}`;

/**
 * One bar per Bangkok day (visx, SVG rendered on the server): the axes in Thai numbers, a tick
 * every week or so, and the figures behind it in a table for screen readers. The value axis
 * ticks only at whole `unit`s (one order, one baht: never "0.2" orders, never "฿0" six times),
 * and a period with nothing to show says so once (`empty`) instead of drawing empty axes.
 */
export function DayBars({
  title,
  days,
  format,
  unit,
  empty,
  caption,
  headers,
}: {
  title: string;
  days: readonly { day: string; value: number }[];
  format: (value: number) => string;
  /** The smallest step the axis names: 1 for counts, 100 satang for baht. */
  unit: number;
  empty: string;
  caption: string;
  headers: readonly [string, string];
}) {
  if (days.every((entry) => entry.value === 0)) {
    return (
      <figure>
        <p className="text-sm text-gray-600">{empty}</p>
        <figcaption className="mt-1 text-sm text-gray-700">{caption}</figcaption>
      </figure>
    );
  }
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand({ domain: days.map((entry) => entry.day), range: [0, innerWidth], padding: 0.2 });
  const y = scaleLinear({ domain: [0, Math.max(unit, ...days.map((entry) => entry.value))], range: [innerHeight, 0], nice: true });
  const valueTicks = y.ticks(4).filter((value) => value % unit === 0);
  const every = Math.ceil(days.length / 8);
  const ticks = days.filter((_, index) => (days.length - 1 - index) % every === 0).map((entry) => entry.day);
  return (
    <figure>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={`${title}: ${caption}`} className="h-auto w-full">
        <Group left={MARGIN.left} top={MARGIN.top}>
          {days.map((entry) => (
            <Bar
              key={entry.day}
              x={x(entry.day)}
              y={y(entry.value)}
              width={x.bandwidth()}
              height={innerHeight - y(entry.value)}
              rx={2}
              className="fill-brand-500"
            >
              <title>{`${dayTick(entry.day)}: ${format(entry.value)}`}</title>
            </Bar>
          ))}
          <AxisLeft scale={y} tickValues={valueTicks} tickFormat={(value) => format(Number(value))} {...AXIS_LOOK} />
          <AxisBottom top={innerHeight} scale={x} tickValues={ticks} tickFormat={(day) => dayTick(String(day))} {...AXIS_LOOK} />
        </Group>
      </svg>
      <figcaption className="mt-1 text-sm text-gray-700">{caption}</figcaption>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{headers[0]}</th>
            <th scope="col">{headers[1]}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((entry) => (
            <tr key={entry.day}>
              <td>
                <time dateTime={entry.day}>{formatThaiDay(entry.day)}</time>
              </td>
              <td>{format(entry.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
