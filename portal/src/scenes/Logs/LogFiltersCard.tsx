import { LOG_ACTION_GROUPS } from '@trilha/sdk/contract';
import { IconSearch } from '@trilha/sdk/ui';
import { Field, TextField } from '../../components/Field';
import { T } from '../../messages';
import type { LogFilters } from './logFormat';
import '../../components/SearchBox.css';

/** Action (grouped), start and end dates, free search, and 'Limpar' (spec §2 System logs). */
export function LogFiltersCard({
  filters,
  search,
  onChange,
  onSearch,
  onClear,
}: {
  filters: LogFilters;
  /** The search box's text, applied after a short pause in typing. */
  search: string;
  onChange: (patch: Partial<LogFilters>) => void;
  onSearch: (text: string) => void;
  onClear: () => void;
}) {
  return (
    <section className="card logs-filters" aria-labelledby="logs-filters-title">
      <h2 id="logs-filters-title" className="card-title">
        {T.logs.filtersTitle}
      </h2>
      <div className="logs-filters-grid">
        <Field label={T.logs.action}>
          {({ id }) => (
            <select
              id={id}
              className="input"
              value={filters.action}
              onChange={(e) => onChange({ action: e.target.value })}
            >
              <option value="">{T.logs.allActions}</option>
              {LOG_ACTION_GROUPS.map((group) => (
                <optgroup key={group.group} label={group.group}>
                  {Object.entries(group.actions).map(([code, label]) => (
                    <option key={code} value={code}>
                      {label} ({code})
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          )}
        </Field>
        <TextField
          label={T.logs.dateFrom}
          type="date"
          value={filters.date_from}
          max={filters.date_to || undefined}
          onChange={(e) => onChange({ date_from: e.target.value })}
        />
        <TextField
          label={T.logs.dateTo}
          type="date"
          value={filters.date_to}
          min={filters.date_from || undefined}
          onChange={(e) => onChange({ date_to: e.target.value })}
        />
        <Field label={T.logs.search} className="logs-search">
          {({ id }) => (
            <span className="search">
              <IconSearch size={18} />
              <input
                id={id}
                type="search"
                className="input"
                value={search}
                maxLength={200}
                placeholder={T.logs.searchPlaceholder}
                onChange={(e) => onSearch(e.target.value)}
              />
            </span>
          )}
        </Field>
        <div className="field logs-clear">
          <button type="button" className="btn btn-secondary" onClick={onClear}>
            {T.logs.clear}
          </button>
        </div>
      </div>
    </section>
  );
}
