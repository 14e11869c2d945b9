import { progressTone } from '@trilha/sdk/contract';
import './ProgressBar.css';

export { type ProgressTone, progressTone } from '@trilha/sdk/contract';

/** A whole percentage between 0 and 100. */
export function wholePercent(value: number | null | undefined): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.round(value)));
}

/** A progress bar with its percentage, announced as a progressbar. */
export function ProgressBar({
  value,
  label,
  showValue = true,
  size = 'md',
}: {
  value: number | null | undefined;
  /** What the bar measures, for screen readers. */
  label: string;
  showValue?: boolean;
  size?: 'sm' | 'md';
}) {
  const percent = wholePercent(value);
  return (
    <div className={`progress progress-${size}`}>
      <div
        className="progress-track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className={`progress-fill progress-${progressTone(percent)}`} style={{ width: `${percent}%` }} />
      </div>
      {showValue && <span className="progress-value">{percent}%</span>}
    </div>
  );
}
