import { useEffect, useRef, useState } from 'react';

const HEIGHT = 160;
/** The least room for the y-axis numbers and title on the left; the x labels and x-axis title below. */
const MIN_LEFT = 56;
/** The rotated y-axis title's column, left of the numbers. */
const AXIS_TITLE_WIDTH = 22;
/** A generous width of one character of the 12 px axis text (Devanagari and Kannada included), to make room. */
const CHAR_WIDTH = 7;
const BOTTOM = 40;
const TOP = 8;
const TICKS = 4;

export interface BarSeries {
  label: string;
  /** Tailwind fill and background classes of the bars and the legend's swatch. */
  fill: string;
  swatch: string;
}

export interface BarChartProps {
  /** Names the caption for `aria-labelledby`. */
  id: string;
  title: string;
  axisX: string;
  axisY: string;
  /** The first column's header in the screen readers' table. */
  rowHeader: string;
  series: BarSeries[];
  groups: { key: string; label: string; values: number[] }[];
  /** How a value is written on the y-axis and in the table. */
  format(value: number): string;
}

/**
 * Bars per group (one per series) across the whole card, with a y-axis and an x-axis, drawn at the card's real width
 * so the labels stay readable on a phone; the same figures are in a visually hidden table for screen readers.
 */
export function BarChart({ id, title, axisX, axisY, rowHeader, series, groups, format }: BarChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(640);
  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(
      ([entry]) => entry && setWidth(Math.max(240, entry.contentRect.width)),
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const top = Math.max(1, ...groups.flatMap((g) => g.values));
  const step = niceStep(top / TICKS);
  const max = step * TICKS;
  const ticks = Array.from({ length: TICKS + 1 }, (_, i) => i * step);
  // The numbers get the room their longest one needs ('₹40,000'), so the axis title never runs into them.
  const left = Math.max(
    MIN_LEFT,
    AXIS_TITLE_WIDTH + 6 + Math.max(...ticks.map((value) => format(value).length)) * CHAR_WIDTH,
  );
  const plot = width - left - 8;
  const group = plot / Math.max(1, groups.length);
  const bar = Math.min(24, (group * 0.7) / series.length);
  // Only every n-th group is labelled when the labels ('अक्टू॰ 26') would otherwise run into each other.
  const label = Math.max(...groups.map((g) => g.label.length)) * CHAR_WIDTH + 8;
  const every = Math.max(1, Math.ceil(label / group));
  const y = (value: number) => TOP + HEIGHT - (value / max) * HEIGHT;
  return (
    <figure className="mt-3">
      <div ref={box} className="w-full">
        <svg
          width={width}
          height={TOP + HEIGHT + BOTTOM}
          className="block max-w-full text-stone-600"
          role="img"
          aria-labelledby={`${id}-caption`}
        >
          <text
            transform={`translate(12 ${TOP + HEIGHT / 2}) rotate(-90)`}
            textAnchor="middle"
            className="fill-current text-xs"
          >
            {axisY}
          </text>
          {ticks.map((value) => (
            <g key={value}>
              <line x1={left} x2={width - 8} y1={y(value)} y2={y(value)} className="stroke-stone-200" />
              <text x={left - 6} y={y(value) + 4} textAnchor="end" className="fill-current text-xs">
                {format(value)}
              </text>
            </g>
          ))}
          <line x1={left} x2={left} y1={TOP} y2={TOP + HEIGHT} className="stroke-stone-400" />
          {groups.map((g, i) => {
            const x = left + i * group + (group - (bar + 2) * series.length + 2) / 2;
            return (
              <g key={g.key}>
                {series.map((s, j) => (
                  <rect
                    key={s.label}
                    x={x + j * (bar + 2)}
                    y={y(g.values[j] ?? 0)}
                    width={bar}
                    height={TOP + HEIGHT - y(g.values[j] ?? 0)}
                    className={s.fill}
                  />
                ))}
                {i % every === 0 ? (
                  <text
                    x={left + (i + 0.5) * group}
                    y={TOP + HEIGHT + 16}
                    textAnchor="middle"
                    className="fill-current text-xs"
                  >
                    {g.label}
                  </text>
                ) : null}
              </g>
            );
          })}
          <text
            x={left + plot / 2}
            y={TOP + HEIGHT + 34}
            textAnchor="middle"
            className="fill-current text-xs"
          >
            {axisX}
          </text>
        </svg>
      </div>
      <figcaption id={`${id}-caption`} className="mt-2 flex flex-wrap gap-4 text-sm text-stone-700">
        <span className="sr-only">{title}: </span>
        {series.map((s) => (
          <span key={s.label} className="flex items-center gap-1">
            <span aria-hidden="true" className={`inline-block size-3 ${s.swatch}`} />
            {s.label}
          </span>
        ))}
      </figcaption>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{rowHeader}</th>
            {series.map((s) => (
              <th key={s.label} scope="col">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {groups.map((g) => (
            <tr key={g.key}>
              <th scope="row">{g.label}</th>
              {g.values.map((value, j) => (
                <td key={series[j]?.label ?? j}>{format(value)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/** 1, 2 or 5 times a power of ten, at least `raw`: round figures on the y-axis for counts and for rupees. */
function niceStep(raw: number): number {
  if (raw <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  const multiple = [1, 2, 5, 10].find((m) => m * power >= raw) ?? 10;
  return multiple * power;
}
