import { type AssessmentShape, type ItemStat, QUESTION_TYPE_LABELS, type QuestionType } from '@trilha/sdk/contract';
import { IconBarChart, IconClose, useLoader } from '@trilha/sdk/ui';
import { useEffect, useRef } from 'react';
import { client } from '../../api';
import { DataTable } from '../../components/DataTable';
import { Loading } from '../../components/Spinner';
import { EmptyState, ErrorState } from '../../components/StateMessages';
import { T } from '../../messages';

const TX = T.assessmentManager;

const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 });
const index = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A share as '66,7 %' and an index as '0,35', or '—' when there is none yet. */
export const formatRate = (v: number | null) => (v === null ? TX.noValue : percent.format(v));
export const formatIndex = (v: number | null) => (v === null ? TX.noValue : index.format(v));

/** The fixed list's questions are single choice; drawn ones carry their bank type. */
const typeLabel = (type: string) => QUESTION_TYPE_LABELS[type as QuestionType] ?? TX.fixedType;

function Flag({ flag }: { flag: ItemStat['flag'] }) {
  if (!flag) return null;
  return flag === 'todos_acertam' ? (
    <span className="badge badge-warning">{TX.flagAll}</span>
  ) : (
    <span className="badge badge-danger">{TX.flagNone}</span>
  );
}

/**
 * The item statistics of one assessment (issue 21) over its finished attempts: per question how
 * often drawn, the share right, the discrimination index, and a flag when everybody or nobody
 * gets it right. The heading takes the focus when the section opens.
 */
export function ItemStats({ assessment, onClose }: { assessment: AssessmentShape; onClose(): void }) {
  const { data, failed, retry } = useLoader(() => client.assessments.itemStats(assessment.id), [assessment.id]);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section className="card item-stats" aria-labelledby="item-stats-heading">
      <div className="item-stats-head">
        <span className="assessment-card-icon" aria-hidden="true">
          <IconBarChart size={22} />
        </span>
        <div className="item-stats-titles">
          <h2 id="item-stats-heading" className="card-title" tabIndex={-1} ref={headingRef}>
            {TX.statsTitle}
          </h2>
          <p className="muted">
            {assessment.title}
            {data ? ` · ${TX.statsAttempts(data.attempts)}` : ''}
          </p>
        </div>
        <button
          type="button"
          className="icon-button"
          onClick={onClose}
          aria-label={TX.statsClose}
          title={TX.statsClose}
        >
          <IconClose size={20} />
        </button>
      </div>
      {failed && <ErrorState message={TX.statsError} onRetry={retry} />}
      {!failed && !data && <Loading />}
      {data && data.attempts === 0 && (
        <EmptyState>
          <IconBarChart size={28} />
          <p>{TX.statsEmpty}</p>
        </EmptyState>
      )}
      {data && data.attempts > 0 && (
        <>
          <p className="field-hint item-stats-hint">{TX.statsHint}</p>
          <DataTable columns={TX.statsColumns} caption={TX.statsCaption(assessment.title)}>
            {data.items.map((item) => (
              <tr key={item.question_id}>
                <td className="item-stats-text">{item.text}</td>
                <td>{typeLabel(item.type)}</td>
                <td className="item-stats-num">{item.drawn}</td>
                <td className="item-stats-num">{formatRate(item.correct_rate)}</td>
                <td className="item-stats-num">{formatIndex(item.discrimination)}</td>
                <td>
                  <Flag flag={item.flag} />
                </td>
              </tr>
            ))}
          </DataTable>
        </>
      )}
    </section>
  );
}
