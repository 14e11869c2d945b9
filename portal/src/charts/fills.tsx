import { PatternCircles, PatternLines } from '@visx/pattern';
import { useId } from 'react';

/**
 * The fills of the series. Each differs from the others by its pattern and its lightness, not by
 * hue alone (WCAG 1.4.1): a reader who cannot tell green from red still tells a solid bar from a
 * hatched one. Every bar's edge is its dark colour, at least 3:1 against the white card (1.4.11).
 */
const FILLS = {
  solid: { kind: 'solid', color: '#15803d', background: '#15803d' },
  dots: { kind: 'dots', color: '#1d4ed8', background: '#dbeafe' },
  diagonal: { kind: 'diagonal', color: '#b45309', background: '#fef3c7' },
  cross: { kind: 'cross', color: '#b91c1c', background: '#fee2e2' },
  horizontal: { kind: 'horizontal', color: '#475569', background: '#f1f5f9' },
  outline: { kind: 'outline', color: '#64748b', background: '#ffffff' },
  primary: { kind: 'solid', color: '#0f3d2e', background: '#0f3d2e' },
} as const;

export type FillName = keyof typeof FILLS;

export const fillColor = (name: FillName) => FILLS[name].color;

/** The `fill` of a bar: a plain colour, or the pattern defined by `<ChartPatterns prefix>`. */
export function fillOf(name: FillName, prefix: string): string {
  const fill = FILLS[name];
  return fill.kind === 'solid' || fill.kind === 'outline' ? fill.background : `url(#${prefix}-${name})`;
}

/** The `<defs>` of the patterns the series use, with ids unique to one chart. */
export function ChartPatterns({ prefix, names }: { prefix: string; names: readonly FillName[] }) {
  return (
    <defs>
      {names.map((name) => {
        const { kind, color, background } = FILLS[name];
        const id = `${prefix}-${name}`;
        if (kind === 'dots') {
          return (
            <PatternCircles key={name} id={id} width={6} height={6} radius={1.5} fill={color} background={background} />
          );
        }
        if (kind === 'diagonal' || kind === 'cross' || kind === 'horizontal') {
          const orientation =
            kind === 'diagonal'
              ? (['diagonal'] as const)
              : kind === 'cross'
                ? (['diagonal', 'diagonalRightToLeft'] as const)
                : (['horizontal'] as const);
          return (
            <PatternLines
              key={name}
              id={id}
              width={6}
              height={6}
              stroke={color}
              strokeWidth={1.5}
              background={background}
              orientation={[...orientation]}
            />
          );
        }
        return null;
      })}
    </defs>
  );
}

/** A legend's sample of a fill. */
export function Swatch({ name }: { name: FillName }) {
  const prefix = `swatch${useId().replace(/:/g, '')}`;
  return (
    <svg className="chart-swatch" width="14" height="14" aria-hidden="true" focusable="false">
      <ChartPatterns prefix={prefix} names={[name]} />
      <rect x="0.5" y="0.5" width="13" height="13" rx="2" fill={fillOf(name, prefix)} stroke={fillColor(name)} />
    </svg>
  );
}
