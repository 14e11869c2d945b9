import { useEffect, useRef } from 'react';
import type { AttemptShape } from '../../contract';
import { IconEyeCompact } from '../../ui/icons';
import { formatDate } from '../shared/dates';
import { formatScore } from './logic';
import { ASSESSMENT_TEXT as TX } from './messages';

/**
 * The learner's finished attempts on the info card, each with 'Rever prova' (the attempt replayed
 * as it was shown). `focusAttempt` takes the focus back to the button a replay was opened from.
 */
export function AttemptHistory({
  attempts,
  opening,
  focusAttempt,
  onReplay,
}: {
  attempts: AttemptShape[];
  opening: boolean;
  focusAttempt: number | null;
  onReplay(attemptId: number, label: string): void;
}) {
  const focusRef = useRef<HTMLButtonElement>(null);
  useEffect(() => focusRef.current?.focus(), []);

  const finished = attempts.map((a, i) => ({ a, n: i + 1 })).filter(({ a }) => a.status !== 'in_progress');
  if (!finished.length) return null;
  return (
    <div className="trilha-history">
      <h3>{TX.attemptsTitle}</h3>
      <ol>
        {finished.map(({ a, n }) => {
          const label = TX.attemptOf(n, formatDate(a.finished_at ?? a.started_at));
          return (
            <li key={a.id}>
              <span>{label}</span>
              <span>
                {formatScore(a.score)} ·{' '}
                {a.status === 'expired' ? TX.attemptExpired : a.passed ? TX.approved : TX.failed}
              </span>
              <button
                type="button"
                className="trilha-btn trilha-btn--ghost"
                ref={a.id === focusAttempt ? focusRef : undefined}
                aria-label={TX.replayLabel(n)}
                disabled={opening}
                onClick={() => onReplay(a.id, label)}
              >
                <IconEyeCompact />
                {TX.replay}
              </button>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
