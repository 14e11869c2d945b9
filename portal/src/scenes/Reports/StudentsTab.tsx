import type { EmployeeCompletionStatus, StudentProgress } from '@trilha/sdk/contract';
import { datedFileName, IconDownload, saveBlob } from '@trilha/sdk/ui';
import { useMemo, useState } from 'react';
import { client, errorMessage } from '../../api';
import { CourseChips, DataTable, EmptyRow } from '../../components/DataTable';
import { Field } from '../../components/Field';
import { ProgressBar } from '../../components/ProgressBar';
import { SearchBox } from '../../components/SearchBox';
import { T } from '../../messages';
import { showError } from '../../state/banners';
import { CompletionBadge, studentStatus } from './CompletionBadge';

type SortKey = 'name' | 'progress' | 'enrollments' | 'completed';

const SORTS: { id: SortKey; label: string }[] = [
  { id: 'name', label: T.reports.sortName },
  { id: 'progress', label: T.reports.sortProgress },
  { id: 'enrollments', label: T.reports.sortEnrollments },
  { id: 'completed', label: T.reports.sortCompleted },
];

const STATUSES = T.companyReports.statuses;

const compare: Record<SortKey, (a: StudentProgress, b: StudentProgress) => number> = {
  name: (a, b) => a.student_name.localeCompare(b.student_name, 'pt-BR'),
  // Numbers sort highest first; ties fall back to the name.
  progress: (a, b) => b.average_progress - a.average_progress,
  enrollments: (a, b) => b.total_enrollments - a.total_enrollments,
  completed: (a, b) => b.completed_courses - a.completed_courses,
};

const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Every student with search by name or e-mail, a status filter, sorting and the CSV export. */
export function StudentsTab({ students }: { students: StudentProgress[] }) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<EmployeeCompletionStatus | ''>('');
  const [sort, setSort] = useState<SortKey>('name');
  const [exporting, setExporting] = useState(false);

  const shown = useMemo(() => {
    const q = normalize(search.trim());
    return students
      .filter((s) => !q || normalize(s.student_name).includes(q) || normalize(s.student_email).includes(q))
      .filter((s) => !status || studentStatus(s.total_enrollments, s.completed_courses) === status)
      .sort((a, b) => compare[sort](a, b) || compare.name(a, b));
  }, [students, search, status, sort]);

  const exportCsv = async () => {
    setExporting(true);
    try {
      saveBlob(await client.reports.studentProgressCsv(), datedFileName('progresso-alunos'));
    } catch (e) {
      showError(errorMessage(e, T.reports.exportError));
    } finally {
      setExporting(false);
    }
  };

  const columns = T.reports.studentColumns;
  return (
    <div className="reports-stack">
      <div className="reports-filters">
        <SearchBox
          label={T.reports.search}
          placeholder={T.reports.searchPlaceholder}
          value={search}
          onChange={setSearch}
        />
        <Field label={T.reports.status} className="reports-select">
          {({ id }) => (
            <select
              id={id}
              className="input"
              value={status}
              onChange={(e) => setStatus(e.target.value as EmployeeCompletionStatus | '')}
            >
              <option value="">{T.reports.allStatuses}</option>
              {STATUSES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={T.reports.sortBy} className="reports-select">
          {({ id }) => (
            <select id={id} className="input" value={sort} onChange={(e) => setSort(e.target.value as SortKey)}>
              {SORTS.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button type="button" className="btn btn-primary" onClick={exportCsv} disabled={exporting}>
          <IconDownload size={18} />
          {exporting ? T.reports.exporting : T.reports.exportCsv}
        </button>
      </div>
      <p className="muted small" aria-live="polite">
        {T.reports.studentsCount(shown.length, students.length)}
      </p>
      <DataTable columns={columns} caption={T.reports.tabStudents}>
        {shown.length === 0 ? (
          <EmptyRow colSpan={columns.length}>{T.reports.studentsEmpty}</EmptyRow>
        ) : (
          shown.map((s) => (
            <tr key={s.user_id}>
              <td className="cell-name">
                <span className="cell-strong">{s.student_name}</span>
                <span className="cell-sub">{s.student_email}</span>
              </td>
              <td>{s.company || '—'}</td>
              <td>{s.total_enrollments}</td>
              <td>{s.completed_courses}</td>
              <td className="reports-cell-progress">
                <ProgressBar value={s.average_progress} label={T.reports.progressOf(s.student_name)} size="sm" />
              </td>
              <td>{s.total_certificates}</td>
              <td>
                <CourseChips courses={s.courses.map((c) => c.course_title)} />
              </td>
              <td>
                <CompletionBadge status={studentStatus(s.total_enrollments, s.completed_courses)} />
              </td>
            </tr>
          ))
        )}
      </DataTable>
    </div>
  );
}
