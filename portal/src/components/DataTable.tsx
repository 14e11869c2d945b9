import type { ReactNode } from 'react';
import { T } from '../messages';

/**
 * A table with the app's table style. A table wider than the screen scrolls inside its own
 * region (named by the caption, reachable with Tab so the keyboard can scroll it), never the page.
 */
export function DataTable({
  columns,
  caption,
  children,
}: {
  /** Header cells: a text, or a control (the select-all checkbox of a table with row selection). */
  columns: readonly ReactNode[];
  caption: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard (WCAG 2.1.1)
    <section className="table-wrap" aria-label={caption} tabIndex={0}>
      <table className="table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c, i) => (
              <th key={typeof c === 'string' ? c : i} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </section>
  );
}

/** The one row of an empty table. */
export function EmptyRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr className="table-empty">
      <td colSpan={colSpan}>{children}</td>
    </tr>
  );
}

export function StatusBadge({
  active,
  activeText = T.common.active,
  inactiveText = T.common.inactive,
}: {
  active: boolean;
  activeText?: string;
  inactiveText?: string;
}) {
  return (
    <span className={`badge ${active ? 'badge-success' : 'badge-muted'}`}>{active ? activeText : inactiveText}</span>
  );
}

/** The first 2 courses, then '+N mais' (spec §9). */
export function CourseChips({ courses, max = 2 }: { courses?: readonly string[] | null; max?: number }) {
  if (!courses || courses.length === 0) return null;
  const shown = courses.slice(0, max);
  const rest = courses.length - shown.length;
  return (
    <span className="chips">
      {shown.map((c) => (
        <span key={c} className="chip" title={c}>
          {c}
        </span>
      ))}
      {rest > 0 && (
        <span className="chip chip-more" title={courses.slice(max).join(', ')}>
          {T.common.more(rest)}
        </span>
      )}
    </span>
  );
}
