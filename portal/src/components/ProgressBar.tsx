import './ProgressBar.css';

export type ProgressTone = 'success' | 'primary' | 'light' | 'danger';

/** Bar colour (spec §9): 80 or more green, 50 or more the theme, 20 or more a lighter theme, below that red. */
export function progressTone(percent: number): ProgressTone {
  if (percent >= 80) return 'success';
  if (percent >= 50) return 'primary';
  if (percent >= 20) return 'light';
  return 'danger';
}

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
