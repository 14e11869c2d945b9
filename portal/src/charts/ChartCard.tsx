import { IconBarChart, IconList } from '@trilha/sdk/ui';
import { type ReactNode, useId, useState } from 'react';
import { DataTable } from '../components/DataTable';
import { Loading } from '../components/Spinner';
import { ErrorState } from '../components/StateMessages';
import { CHART_TEXT } from './chartMessages';
import { type ChartData, countText, isEmptyChart } from './chartModel';
import { Swatch } from './fills';

/** The numbers of a chart as a table: a row per category, a column per series. */
function ChartTable({ data, caption }: { data: ChartData; caption: string }) {
  const format = data.format ?? countText;
  const extra = data.extraColumns ?? [];
  return (
    <DataTable
      caption={caption}
      columns={[data.categoryHeader, ...extra.map((e) => e.header), ...data.series.map((s) => s.label)]}
    >
      {data.categories.map((category, c) => (
        <tr key={category.key}>
          <th scope="row" className="cell-strong">
            {category.longLabel}
          </th>
          {extra.map((e) => (
            <td key={e.header} className="chart-number">
              {e.values[c]}
            </td>
          ))}
          {data.series.map((s, i) => (
            <td key={s.key} className="chart-number">
              {format(data.values[c]?.[i] ?? 0)}
            </td>
          ))}
        </tr>
      ))}
    </DataTable>
  );
}

function Legend({ data }: { data: ChartData }) {
  if (data.series.length < 2) return null;
  return (
    <ul className="chart-legend" aria-label={CHART_TEXT.legend}>
      {data.series.map((s) => (
        <li key={s.key}>
          <Swatch name={s.fill} />
          {s.label}
        </li>
      ))}
    </ul>
  );
}

export type ChartState =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; data: ChartData; summary: string };

/**
 * A chart in a card: its title, a sentence that says what it shows (read before the picture, and
 * all a screen reader needs), the legend, and 'Ver tabela' to swap the picture for a table of the
 * same numbers. With nothing to draw it says so in words instead.
 */
export function ChartCard({
  title,
  state,
  empty,
  error,
  children,
}: {
  title: string;
  state: ChartState;
  /** The sentence shown when every number is zero. */
  empty: string;
  error: string;
  /** Draws the chart of `data`, described by the element `summaryId` (the sentence). */
  children: (data: ChartData, summaryId: string) => ReactNode;
}) {
  const [table, setTable] = useState(false);
  const titleId = useId();
  const summaryId = useId();
  const ready = state.status === 'ready' && !isEmptyChart(state.data) ? state : null;

  return (
    <section className="card chart-card" aria-labelledby={titleId}>
      <div className="chart-head">
        <h2 className="card-title" id={titleId}>
          {title}
        </h2>
        {ready && (
          <button type="button" className="btn btn-sm btn-outline" onClick={() => setTable((t) => !t)}>
            {table ? <IconBarChart size={15} /> : <IconList size={15} />}
            {table ? CHART_TEXT.showChart : CHART_TEXT.showTable}
          </button>
        )}
      </div>
      {state.status === 'loading' && <Loading />}
      {state.status === 'error' && <ErrorState message={error} onRetry={state.retry} />}
      {state.status === 'ready' && !ready && <p className="chart-empty">{empty}</p>}
      {ready && (
        <>
          <p className="chart-summary" id={summaryId}>
            {ready.summary}
          </p>
          {table ? (
            <ChartTable data={ready.data} caption={title} />
          ) : (
            <>
              <Legend data={ready.data} />
              {children(ready.data, summaryId)}
            </>
          )}
        </>
      )}
    </section>
  );
}
