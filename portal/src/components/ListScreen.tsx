import { IconPlus } from '@trilha/sdk/ui';
import type { ReactNode } from 'react';
import { PageHeader } from './PageHeader';
import { Loading } from './Spinner';
import { ErrorState } from './StateMessages';

interface Loaded<T> {
  data: T | null;
  failed: boolean;
  retry: () => unknown;
}

/**
 * A list screen's frame: its title, what it is for, the button that adds one, then the list once
 * loaded (a failed first load: the error with 'Tentar novamente'; meanwhile the spinner).
 */
export function ListScreen<T>({
  className,
  title,
  subtitle,
  newLabel,
  onNew,
  loaded,
  loadError,
  children,
}: {
  className: string;
  title: string;
  subtitle: ReactNode;
  newLabel: string;
  onNew: () => void;
  loaded: Loaded<T>;
  loadError: string;
  children: (data: T) => ReactNode;
}) {
  return (
    <div className={className}>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          <button type="button" className="btn btn-primary" onClick={onNew}>
            <IconPlus size={18} />
            {newLabel}
          </button>
        }
      />
      {loaded.failed && !loaded.data ? (
        <ErrorState message={loadError} onRetry={() => void loaded.retry()} />
      ) : !loaded.data ? (
        <Loading />
      ) : (
        children(loaded.data)
      )}
    </div>
  );
}
