import { IconRestart, IconSpinner } from '../../ui/icons';
import { PLAYER_MSG } from './messages';

interface PanelStatusProps {
  status: 'loading' | 'error' | 'ready';
  loading: string;
  failed: string;
  onRetry(): void;
}

/** A lesson panel's loading line, or its failure with a retry ('Material de Apoio', 'Dúvidas'); nothing once loaded. */
export function PanelStatus({ status, loading, failed, onRetry }: PanelStatusProps) {
  if (status === 'loading')
    return (
      <p className="trilha-panel-state" role="status">
        <span className="trilha-spin">
          <IconSpinner />
        </span>
        {loading}
      </p>
    );
  if (status === 'error')
    return (
      <div className="trilha-panel-state is-error" role="alert">
        {failed}
        <button type="button" className="trilha-btn trilha-btn--ghost trilha-btn--sm" onClick={onRetry}>
          <IconRestart />
          {PLAYER_MSG.retry}
        </button>
      </div>
    );
  return null;
}
