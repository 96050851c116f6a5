import { scaleLinear } from "@visx/scale";
import { Bar } from "@visx/shape";

const ROW = 30;
const LABEL_WIDTH = 150;
const WIDTH = 480;
/** Room after the longest bar for its value ("26 ชิ้น · ฿8,580.00" at 13 px): the text never runs past the chart's edge. */
const VALUE_WIDTH = 150;

/**
 * Labelled horizontal bars drawn as SVG on the server (visx): each row's label, its bar and its
 * value as text, so the numbers read without hovering and the chart scales with its box.
 */
export function HorizontalBars({ title, rows }: { title: string; rows: readonly { label: string; value: number; shown: string; tone?: string }[] }) {
  const max = Math.max(1, ...rows.map((row) => row.value));
  const x = scaleLinear({ domain: [0, max], range: [0, WIDTH - LABEL_WIDTH - VALUE_WIDTH] });
  const height = rows.length * ROW;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${height}`}
      role="img"
      aria-label={`${title}: ${rows.map((row) => `${row.label} ${row.shown}`).join(", ")}`}
      className="h-auto w-full"
    >
      {rows.map((row, index) => (
        <g key={row.label} transform={`translate(0, ${index * ROW})`}>
          <text x={0} y={ROW / 2} dominantBaseline="middle" fontSize={13} className="fill-gray-700">
            {row.label.length > 22 ? `${row.label.slice(0, 21)}…` : row.label}
          </text>
          <Bar x={LABEL_WIDTH} y={6} width={Math.max(2, x(row.value))} height={ROW - 12} rx={4} className={row.tone ?? "fill-brand-500"} />
          <text x={LABEL_WIDTH + Math.max(2, x(row.value)) + 6} y={ROW / 2} dominantBaseline="middle" fontSize={13} className="fill-gray-900 font-semibold">
            {row.shown}
          </text>
        </g>
      ))}
    </svg>
  );
}
