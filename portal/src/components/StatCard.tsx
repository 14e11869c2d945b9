import type { ComponentType, ReactNode } from 'react';
import './StatCard.css';

export type StatTone = 'primary' | 'info' | 'success' | 'warning';

/** A number with its label (report and settings statistics); `hint` is a smaller line below. */
export function StatCard({
  label,
  value,
  hint,
  icon: Icon,
  tone = 'primary',
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  icon?: ComponentType<{ size?: number }>;
  tone?: StatTone;
}) {
  return (
    <div className={`metric metric-${tone}`}>
      {Icon && (
        <span className="metric-icon" aria-hidden="true">
          <Icon size={24} />
        </span>
      )}
      <div className="metric-text">
        <span className="metric-value">{value}</span>
        <span className="metric-label">{label}</span>
        {hint && <span className="metric-hint">{hint}</span>}
      </div>
    </div>
  );
}

/** A responsive row of stat cards. */
export function StatGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of figures, not a form fieldset
    <div className="metric-grid" role="group" aria-label={label}>
      {children}
    </div>
  );
}
