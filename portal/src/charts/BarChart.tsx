import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { type ChartData, countText } from './chartModel';
import { ChartPatterns, fillColor, fillOf } from './fills';
import { useWidth } from './useWidth';

/** One drawn bar (or stacked segment), in the order the arrow keys walk them. */
interface Point {
  category: number;
  series: number;
  value: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

const COLUMNS_HEIGHT = 260;
/** Rows: the category's name on its own line above its bar, whole at any width. */
const ROW_LABEL = 18;
const ROW_GAP = 12;
const AXIS_TEXT = { fill: '#475569', fontSize: 12, fontFamily: 'inherit' } as const;

/** Grid lines, axes and value texts: drawing only, the points and the table carry the numbers. */
function Decor({ children }: { children: ReactNode }) {
  // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG group holds no focusable element here
  return <g aria-hidden="true">{children}</g>;
}

/** Cuts a label to `chars` characters with an ellipsis (the whole one is in the table and the point's name). */
const cut = (text: string, chars: number) => (text.length > chars ? `${text.slice(0, Math.max(chars - 1, 1))}…` : text);

/**
 * A bar chart drawn with visx: columns (weeks, months) or rows (courses, companies, cargos), the
 * series side by side or stacked. Every bar is a point the keyboard reaches: one Tab stop into
 * the chart, then the arrow keys, Home and End (roving focus), each point named by its category,
 * series and value; the same name shows in a tooltip on focus and on hover.
 */
export function BarChart({
  data,
  label,
  describedBy,
  layout,
  stacked = false,
  valueLabels = false,
}: {
  data: ChartData;
  /** The chart's name for assistive technology (its title). */
  label: string;
  /** The id of the sentence that sums the chart up. */
  describedBy?: string;
  layout: 'columns' | 'rows';
  stacked?: boolean;
  /** Write each bar's value at its end (rows). */
  valueLabels?: boolean;
}) {
  const [boxRef, width] = useWidth<HTMLDivElement>();
  const prefix = `chart${useId().replace(/:/g, '')}`;
  const format = data.format ?? countText;
  const [active, setActive] = useState(0);
  const [shown, setShown] = useState<number | null>(null);
  const pointRefs = useRef<(SVGRectElement | null)[]>([]);

  const rows = layout === 'rows';
  const narrow = width < 480;
  const margin = rows
    ? { top: 4, right: valueLabels ? 56 : 16, bottom: 28, left: 4 }
    : { top: 12, right: 12, bottom: 32, left: 44 };
  const barBlock = stacked ? 18 : data.series.length * 14;
  const height = rows
    ? data.categories.length * (ROW_LABEL + barBlock + ROW_GAP) + margin.top + margin.bottom
    : COLUMNS_HEIGHT;
  const innerWidth = Math.max(width - margin.left - margin.right, 40);
  const labelChars = Math.floor((width - margin.left) / 7.5);
  const innerHeight = height - margin.top - margin.bottom;

  const totals = data.values.map((row) => (stacked ? row.reduce((a, b) => a + b, 0) : Math.max(0, ...row)));
  const top = Math.max(data.max ?? 0, ...totals, 1);
  const band = scaleBand<string>({
    domain: data.categories.map((c) => c.key),
    range: rows ? [0, innerHeight] : [0, innerWidth],
    padding: rows ? 0 : 0.25,
  });
  const value = scaleLinear<number>({
    domain: [0, top],
    range: rows ? [0, innerWidth] : [innerHeight, 0],
    nice: true,
  });
  const inner = scaleBand<string>({
    domain: data.series.map((s) => s.key),
    range: [0, rows ? barBlock : band.bandwidth()],
    padding: 0.1,
  });

  const points: Point[] = [];
  data.categories.forEach((category, c) => {
    const start = (band(category.key) ?? 0) + (rows ? ROW_LABEL : 0);
    let base = 0;
    data.series.forEach((series, s) => {
      const v = data.values[c]?.[s] ?? 0;
      // A stacked segment of zero is not drawn, so it is no point to visit; its zero is in the table.
      if (stacked && v === 0) return;
      const offset = stacked ? start : start + (inner(series.key) ?? 0);
      const thickness = stacked ? (rows ? barBlock : band.bandwidth()) : inner.bandwidth();
      const from = stacked ? base : 0;
      base += v;
      if (rows) {
        points.push({
          category: c,
          series: s,
          value: v,
          x: value(from),
          y: offset,
          width: value(from + v) - value(from),
          height: thickness,
        });
      } else {
        const y = value(from + v);
        points.push({ category: c, series: s, value: v, x: offset, y, width: thickness, height: value(from) - y });
      }
    });
  });
  // Counts have whole ticks only: no '0,5 matrícula' on an axis that tops at 2.
  const valueTicks = value.ticks(narrow ? 3 : 5).filter((t) => data.format || Number.isInteger(t));
  const focusIndex = Math.min(active, points.length - 1);

  const move = (event: KeyboardEvent, index: number) => {
    const keys: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: points.length - 1,
    };
    const next = keys[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = Math.max(0, Math.min(points.length - 1, next));
    setActive(target);
    pointRefs.current[target]?.focus();
  };

  const nameOf = (p: Point) => {
    const category = data.categories[p.category];
    const series = data.series[p.series];
    return `${category?.longLabel}, ${series?.label}: ${format(p.value)}`;
  };
  const tip = shown === null ? undefined : points[shown];
  // One axis label in two (or three) when the columns are too narrow for every one of them.
  const step = rows ? 1 : Math.max(1, Math.ceil(44 / (innerWidth / Math.max(data.categories.length, 1))));
  const axisLabels = new Map(data.categories.map((c) => [c.key, rows ? cut(c.label, labelChars) : c.label]));

  return (
    <div className="chart-box" ref={boxRef}>
      {/* biome-ignore lint/a11y/useSemanticElements: a group of SVG points, not a form's fieldset */}
      <svg
        width={width}
        height={height}
        role="group"
        aria-label={label}
        aria-describedby={describedBy}
        className="chart-svg"
      >
        <ChartPatterns prefix={prefix} names={data.series.map((s) => s.fill)} />
        <Group left={margin.left} top={margin.top}>
          <Decor>
            {valueTicks.map((t) =>
              rows ? (
                <line key={t} x1={value(t)} x2={value(t)} y1={0} y2={innerHeight} className="chart-grid" />
              ) : (
                <line key={t} x1={0} x2={innerWidth} y1={value(t)} y2={value(t)} className="chart-grid" />
              ),
            )}
          </Decor>
          {points.map((p, i) => {
            const series = data.series[p.series];
            if (!series) return null;
            return (
              // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: a data point is a picture of its value, focusable to be read (as Highcharts marks them)
              <rect
                key={`${p.category}-${p.series}`}
                ref={(el) => {
                  pointRefs.current[i] = el;
                }}
                x={p.x}
                y={p.y}
                width={Math.max(p.width, 0)}
                height={Math.max(p.height, 0)}
                fill={fillOf(series.fill, prefix)}
                stroke={fillColor(series.fill)}
                strokeWidth={1}
                role="img"
                aria-label={nameOf(p)}
                tabIndex={i === focusIndex ? 0 : -1}
                className="chart-point"
                onKeyDown={(e) => move(e, i)}
                onFocus={() => {
                  setActive(i);
                  setShown(i);
                }}
                onBlur={() => setShown(null)}
                onMouseEnter={() => setShown(i)}
                onMouseLeave={() => setShown(null)}
              />
            );
          })}
          {tip && (
            // biome-ignore lint/a11y/noAriaHiddenOnFocusable: the focus ring is drawn, never focused
            <rect
              x={tip.x - 3}
              y={tip.y - 3}
              width={Math.max(tip.width, 0) + 6}
              height={Math.max(tip.height, 0) + 6}
              className="chart-focus"
              aria-hidden="true"
            />
          )}
          {valueLabels && rows && (
            <Decor>
              {data.categories.map((category, c) => (
                <text
                  key={category.key}
                  x={value(totals[c] ?? 0) + 6}
                  y={(band(category.key) ?? 0) + ROW_LABEL + barBlock / 2}
                  dominantBaseline="middle"
                  className="chart-value"
                >
                  {format(totals[c] ?? 0)}
                </text>
              ))}
            </Decor>
          )}
          <Decor>
            {rows ? (
              <>
                {data.categories.map((category) => (
                  <text key={category.key} x={0} y={(band(category.key) ?? 0) + 13} className="chart-row-label">
                    {axisLabels.get(category.key)}
                  </text>
                ))}
                <AxisBottom
                  top={innerHeight}
                  scale={value}
                  tickValues={valueTicks}
                  tickFormat={(v) => format(Number(v))}
                  tickLabelProps={{ ...AXIS_TEXT, textAnchor: 'middle' }}
                  stroke="#cbd5e1"
                  tickStroke="#cbd5e1"
                />
              </>
            ) : (
              <>
                <AxisLeft
                  scale={value}
                  tickValues={valueTicks}
                  tickFormat={(v) => format(Number(v))}
                  tickLabelProps={{ ...AXIS_TEXT, textAnchor: 'end', dx: -4, dy: 4 }}
                  stroke="#cbd5e1"
                  tickStroke="#cbd5e1"
                />
                <AxisBottom
                  top={innerHeight}
                  scale={band}
                  tickValues={data.categories.filter((_, i) => i % step === 0).map((c) => c.key)}
                  tickFormat={(key) => axisLabels.get(key) ?? key}
                  tickLabelProps={{ ...AXIS_TEXT, textAnchor: 'middle' }}
                  stroke="#cbd5e1"
                  tickStroke="#cbd5e1"
                />
              </>
            )}
          </Decor>
        </Group>
      </svg>
      {tip && (
        <div
          className="chart-tooltip"
          aria-hidden="true"
          style={{
            left: Math.min(Math.max(margin.left + tip.x + tip.width / 2, 70), width - 70),
            top: margin.top + tip.y,
          }}
        >
          {nameOf(tip)}
        </div>
      )}
    </div>
  );
}
