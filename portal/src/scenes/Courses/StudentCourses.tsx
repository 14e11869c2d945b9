import { COURSE_MSG, type Course } from '@trilha/sdk/contract';
import { IconDownload, IconPlay, useLoader } from '@trilha/sdk/ui';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { client, errorMessage } from '../../api';
import { PageHeader } from '../../components/PageHeader';
import { SearchBox } from '../../components/SearchBox';
import { Loading } from '../../components/Spinner';
import { EmptyState, ErrorState } from '../../components/StateMessages';
import { Tabs } from '../../components/Tabs';
import { T } from '../../messages';
import { showError, showSuccess } from '../../state/banners';
import { CertificateNotFoundError, downloadCourseCertificate } from './certificateDownload';
import { groupStudentCourses, isUnavailable, searchCourses } from './courseLists';
import { StudentCourseCard } from './StudentCourseCard';

type TabId = 'inProgress' | 'completed' | 'available';

const TABS = [
  { id: 'inProgress', label: T.studentCourses.tabInProgress },
  { id: 'completed', label: T.studentCourses.tabCompleted },
  { id: 'available', label: T.studentCourses.tabAvailable },
] as const;

const EMPTY: Record<TabId, string> = {
  inProgress: T.studentCourses.emptyInProgress,
  completed: T.studentCourses.emptyCompleted,
  available: T.studentCourses.emptyAvailable,
};

/**
 * '/courses' for students: 'Meus Cursos' (in progress), 'Concluídos' (certificate issued) and the
 * published courses open for self-enrolment, each tab with the title/description search.
 */
export function StudentCourses() {
  const { data: courses, failed: error, reload } = useLoader(() => client.courses.list().then((r) => r.courses), []);
  const [tab, setTab] = useState<TabId>('inProgress');
  const [query, setQuery] = useState('');
  const [busyId, setBusyId] = useState<number | null>(null);

  const groups = useMemo(() => groupStudentCourses(courses ?? []), [courses]);
  const shown = useMemo(() => searchCourses(groups[tab], query), [groups, tab, query]);

  const enroll = async (course: Course) => {
    setBusyId(course.id);
    try {
      const answer = await client.courses.selfEnroll(course.id);
      showSuccess(answer.message || COURSE_MSG.selfEnrolled);
      reload();
    } catch (e) {
      showError(errorMessage(e, T.studentCourses.enrollError));
    } finally {
      setBusyId(null);
    }
  };

  const download = async (course: Course) => {
    setBusyId(course.id);
    try {
      await downloadCourseCertificate(course);
    } catch (e) {
      showError(
        e instanceof CertificateNotFoundError
          ? T.studentCourses.certificateNotFound
          : errorMessage(e, T.studentCourses.downloadError),
      );
    } finally {
      setBusyId(null);
    }
  };

  const actions = (course: Course) => {
    const busy = busyId === course.id;
    const open = (text: string) =>
      isUnavailable(course) ? (
        // Unpublished or deactivated since enrolment: kept in the list, not opened.
        <button
          type="button"
          className="btn btn-sm btn-primary"
          disabled
          aria-label={T.courses.actionLabel(text, course.title)}
        >
          <IconPlay size={14} />
          {text}
        </button>
      ) : (
        <Link
          to={`/courses/${course.id}`}
          className="btn btn-sm btn-primary"
          aria-label={T.courses.actionLabel(text, course.title)}
        >
          <IconPlay size={14} />
          {text}
        </Link>
      );
    if (tab === 'available') {
      return (
        <button type="button" className="btn btn-sm btn-primary" disabled={busy} onClick={() => void enroll(course)}>
          {busy ? T.studentCourses.enrolling : T.studentCourses.enroll}
        </button>
      );
    }
    if (tab === 'completed') {
      return (
        <>
          {open(T.studentCourses.review)}
          <button
            type="button"
            className="btn btn-sm btn-outline"
            disabled={busy}
            onClick={() => void download(course)}
          >
            <IconDownload size={14} />
            {busy ? T.studentCourses.downloading : T.studentCourses.download}
          </button>
        </>
      );
    }
    return open((course.enrollment?.progress ?? 0) > 0 ? T.studentCourses.continue : T.studentCourses.start);
  };

  if (error && !courses) return <ErrorState message={T.courses.loadError} onRetry={reload} />;

  return (
    <div className="courses-page">
      <PageHeader title={T.studentCourses.title} subtitle={T.studentCourses.subtitle} />
      <Tabs tabs={TABS} active={tab} onChange={setTab} label={T.studentCourses.title}>
        {!courses ? (
          <Loading />
        ) : (
          <>
            <div className="toolbar">
              <SearchBox
                label={T.studentCourses.search}
                placeholder={T.studentCourses.searchPlaceholder}
                value={query}
                onChange={setQuery}
              />
              <span className="muted small" role="status">
                {T.studentCourses.found(shown.length)}
              </span>
            </div>
            {shown.length === 0 ? (
              <EmptyState>
                <p>{EMPTY[tab]}</p>
                {tab === 'inProgress' && !query && groups.available.length > 0 && (
                  <button type="button" className="btn btn-outline" onClick={() => setTab('available')}>
                    {T.studentCourses.seeAvailable}
                  </button>
                )}
              </EmptyState>
            ) : (
              <div className="course-grid">
                {shown.map((course) => (
                  <StudentCourseCard key={course.id} course={course} actions={actions(course)} />
                ))}
              </div>
            )}
          </>
        )}
      </Tabs>
    </div>
  );
}
