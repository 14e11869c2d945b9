import { useSignals } from '@preact/signals-react/runtime';
import type { LogPage } from '@trilha/sdk/contract';
import { datedFileName, IconDownload, IconList, IconTrash, saveBlob } from '@trilha/sdk/ui';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { client, errorMessage } from '../../api';
import { AccessDenied } from '../../components/AccessDenied';
import { PageHeader } from '../../components/PageHeader';
import { Pagination } from '../../components/Pagination';
import { Loading } from '../../components/Spinner';
import { StatCard } from '../../components/StatCard';
import { ErrorState } from '../../components/StateMessages';
import { T } from '../../messages';
import { showError } from '../../state/banners';
import { isAdmin } from '../../state/session';
import { CleanupDialog } from './CleanupDialog';
import { LogFiltersCard } from './LogFiltersCard';
import { LogsTable } from './LogsTable';
import { activeFilters, type LogFilters, NO_FILTERS } from './logFormat';
import './Logs.css';

/** Spec §9: 50 logs a page, starting at page 1. */
const PAGE_SIZE = 50;
const SEARCH_PAUSE_MS = 350;

/** System logs (spec §2): export, filters, total, the paged table and the cleanup dialog. */
export function LogsPage() {
  useSignals();
  if (!isAdmin.value) return <AccessDenied title={null} message={T.logs.accessDenied} />;
  return <Logs />;
}

function Logs() {
  const [params] = useSearchParams();
  // level, action and user_id can come in the address (a link to one user's logs).
  const [filters, setFilters] = useState<LogFilters>(() => ({
    ...NO_FILTERS,
    level: params.get('level') ?? '',
    action: params.get('action') ?? '',
    user_id: params.get('user_id') ?? '',
  }));
  const [searchText, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<LogPage | null>(null);
  const [error, setError] = useState(false);
  const [version, setVersion] = useState(0);
  const [exporting, setExporting] = useState(false);
  const [cleanupOpen, setCleanupOpen] = useState(false);

  const reload = () => setVersion((v) => v + 1);

  // Any filter change starts again at page 1.
  const changeFilters = (patch: Partial<LogFilters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
  };

  // The search applies after a pause in typing.
  useEffect(() => {
    if (searchText === filters.search) return;
    const timer = window.setTimeout(() => {
      setFilters((f) => ({ ...f, search: searchText }));
      setPage(1);
    }, SEARCH_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [searchText, filters.search]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` forces a reload
  useEffect(() => {
    let alive = true;
    client.logs
      .list({ ...activeFilters(filters), page, limit: PAGE_SIZE })
      .then((answer) => {
        if (!alive) return;
        setData(answer);
        setError(false);
        // The server clamps a page past the end; follow it.
        if (answer.page !== page) setPage(answer.page);
      })
      .catch(() => alive && setError(true));
    return () => {
      alive = false;
    };
  }, [filters, page, version]);

  const clear = () => {
    setSearchText('');
    setFilters(NO_FILTERS);
    setPage(1);
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      saveBlob(await client.logs.exportCsv(activeFilters(filters)), datedFileName('logs-sistema'));
    } catch (e) {
      showError(errorMessage(e, T.logs.exportError));
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="logs-page">
      <PageHeader
        title={T.logs.title}
        subtitle={T.logs.subtitle}
        actions={
          <>
            <button type="button" className="btn btn-danger-outline" onClick={() => setCleanupOpen(true)}>
              <IconTrash size={18} />
              {T.logs.cleanup}
            </button>
            <button type="button" className="btn btn-primary" onClick={exportCsv} disabled={exporting}>
              <IconDownload size={18} />
              {exporting ? T.logs.exporting : T.logs.export}
            </button>
          </>
        }
      />
      <LogFiltersCard
        filters={filters}
        search={searchText}
        onChange={changeFilters}
        onSearch={setSearchText}
        onClear={clear}
      />
      <div className="logs-stats">
        <StatCard icon={IconList} label={T.logs.total} value={(data?.total ?? 0).toLocaleString('pt-BR')} />
      </div>
      <section className="card logs-list" aria-labelledby="logs-table-title">
        <div className="logs-list-head">
          <h2 id="logs-table-title" className="card-title">
            {T.logs.tableTitle}
          </h2>
          {data && (
            <span className="muted small" aria-live="polite">
              {T.logs.pageInfo(data.page, data.totalPages, data.total)}
            </span>
          )}
        </div>
        {error && !data ? (
          <ErrorState message={T.logs.loadError} onRetry={reload} />
        ) : !data ? (
          <Loading />
        ) : data.logs.length === 0 ? (
          <div className="state state-empty">
            <strong className="logs-empty-title">{T.logs.emptyTitle}</strong>
            <p>{T.logs.emptyText}</p>
          </div>
        ) : (
          <>
            {error && <ErrorState message={T.logs.loadError} onRetry={reload} />}
            <LogsTable logs={data.logs} />
            <Pagination page={data.page} totalPages={data.totalPages} onPage={setPage} label={T.logs.pagination} />
          </>
        )}
      </section>
      {cleanupOpen && <CleanupDialog onClose={() => setCleanupOpen(false)} onCleaned={reload} />}
    </div>
  );
}
