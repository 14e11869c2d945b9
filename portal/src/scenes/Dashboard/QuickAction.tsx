import { IconArrowRight } from '@trilha/sdk/ui';
import type { ComponentType } from 'react';
import { Link } from 'react-router';

export function QuickAction({
  to,
  title,
  text,
  icon: Icon,
}: {
  to: string;
  title: string;
  text: string;
  icon: ComponentType<{ size?: number }>;
}) {
  return (
    <Link to={to} className="quick-action">
      <span className="quick-action-icon" aria-hidden="true">
        <Icon size={22} />
      </span>
      <span className="quick-action-text">
        <span className="quick-action-title">{title}</span>
        <span className="quick-action-desc">{text}</span>
      </span>
      <IconArrowRight size={18} className="quick-action-arrow" />
    </Link>
  );
}

export function StatCard({
  label,
  value,
  icon: Icon,
  tone,
}: {
  label: string;
  value: number;
  icon: ComponentType<{ size?: number }>;
  tone?: 'primary' | 'info' | 'success';
}) {
  return (
    <div className={`stat-card stat-${tone ?? 'primary'}`}>
      <span className="stat-icon" aria-hidden="true">
        <Icon size={24} />
      </span>
      <div>
        <p className="stat-value">{value.toLocaleString('pt-BR')}</p>
        <p className="stat-label">{label}</p>
      </div>
    </div>
  );
}
