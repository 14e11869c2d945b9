import { QUESTION_STATUS_LABELS, QUESTION_STATUSES, type QuestionStatus } from '@trilha/sdk/contract';
import { useId } from 'react';
import { Field } from '../../components/Field';
import type { QueueFilters } from './queueFilters';
import { TUTORING_TEXT as TX } from './tutoringMessages';
import type { FilterOption, FilterOptions } from './useFilterOptions';

const idValue = (value: string) => (value ? Number(value) : null);

function OptionSelect({
  label,
  all,
  value,
  options,
  onChange,
}: {
  label: string;
  all: string;
  value: number | null;
  options: FilterOption[];
  onChange: (id: number | null) => void;
}) {
  // A filter set by the address before its name is known still shows as chosen.
  const shown =
    value && !options.some((o) => o.id === value) ? [...options, { id: value, name: `#${value}` }] : options;
  return (
    <Field label={label}>
      {({ id }) => (
        <select id={id} className="input" value={value ?? ''} onChange={(e) => onChange(idValue(e.target.value))}>
          <option value="">{all}</option>
          {shown.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** Situação, Curso, Empresa, 'Só atrasadas' and 'Limpar filtros' above the queue. */
export function TutoringFilters({
  filters,
  options,
  onChange,
}: {
  filters: QueueFilters;
  options: FilterOptions;
  onChange: (patch: Partial<QueueFilters>) => void;
}) {
  const overdueId = useId();
  const filtered = Boolean(filters.status || filters.courseId || filters.companyId || filters.overdue);
  return (
    <section className="card tq-filters" aria-labelledby="tq-filters-title">
      <h2 id="tq-filters-title" className="card-title">
        {TX.filtersTitle}
      </h2>
      <div className="tq-filters-grid">
        <Field label={TX.status}>
          {({ id }) => (
            <select
              id={id}
              className="input"
              value={filters.status}
              onChange={(e) => onChange({ status: e.target.value as QuestionStatus | '' })}
            >
              <option value="">{TX.allStatuses}</option>
              {QUESTION_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {QUESTION_STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <OptionSelect
          label={TX.course}
          all={TX.allCourses}
          value={filters.courseId}
          options={options.courses}
          onChange={(courseId) => onChange({ courseId })}
        />
        <OptionSelect
          label={TX.company}
          all={TX.allCompanies}
          value={filters.companyId}
          options={options.companies}
          onChange={(companyId) => onChange({ companyId })}
        />
        <div className="field tq-filters-end">
          <label className="checkbox" htmlFor={overdueId}>
            <input
              id={overdueId}
              type="checkbox"
              checked={filters.overdue}
              onChange={(e) => onChange({ overdue: e.target.checked })}
            />
            {TX.onlyOverdue}
          </label>
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            disabled={!filtered}
            onClick={() => onChange({ status: '', courseId: null, companyId: null, overdue: false })}
          >
            {TX.clear}
          </button>
        </div>
      </div>
    </section>
  );
}
