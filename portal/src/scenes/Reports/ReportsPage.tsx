import { useSignals } from '@preact/signals-react/runtime';
import { useLoader } from '@trilha/sdk/ui';
import { type ReactNode, useState } from 'react';
import { client } from '../../api';
import { AccessDenied } from '../../components/AccessDenied';
import { PageHeader } from '../../components/PageHeader';
import { Loading } from '../../components/Spinner';
import { ErrorState } from '../../components/StateMessages';
import { Tabs } from '../../components/Tabs';
import { T } from '../../messages';
import { isAdmin } from '../../state/session';
import { TUTORING_TEXT } from '../Tutoring/tutoringMessages';
import { AdminCompliance } from './AdminCompliance';
import { CompanyReports } from './CompanyReports';
import { CourseDetailTab } from './CourseDetailTab';
import { CoursesTab } from './CoursesTab';
import { OverviewTab } from './OverviewTab';
import { StudentsTab } from './StudentsTab';
import { TutoringTab } from './TutoringTab';
import './Reports.css';

const TABS = [
  { id: 'overview', label: T.reports.tabOverview },
  { id: 'students', label: T.reports.tabStudents },
  { id: 'courses', label: T.reports.tabCourses },
  { id: 'course', label: T.reports.tabCourseDetail },
  { id: 'companies', label: T.reports.tabCompanies },
  { id: 'compliance', label: T.reports.tabCompliance },
  { id: 'tutoring', label: TUTORING_TEXT.report.tab },
] as const;
type TabId = (typeof TABS)[number]['id'];

/** Progress reports (spec §2): overview, students, courses, one course's detail, companies, compliance and tutoring. */
export function ReportsPage() {
  useSignals();
  if (!isAdmin.value) return <AccessDenied message={T.reports.accessDenied} />;
  return <Reports />;
}

function Reports() {
  const [tab, setTab] = useState<TabId>('overview');
  const [courseId, setCourseId] = useState<number | null>(null);
  // The overview and the students tab read the same report; it loads once for both.
  const progress = useLoader(async () => {
    const [report, recent] = await Promise.all([client.reports.studentProgress(), client.reports.recentActivity(10)]);
    return { report, activities: recent.activities };
  }, []);

  const openCourse = (id: number) => {
    setCourseId(id);
    setTab('course');
  };

  const needsProgress = tab === 'overview' || tab === 'students';
  let content: ReactNode;
  if (needsProgress && progress.failed) {
    content = <ErrorState message={T.reports.loadError} onRetry={progress.reload} />;
  } else if (needsProgress && !progress.data) {
    content = <Loading />;
  } else if (tab === 'overview' && progress.data) {
    content = <OverviewTab summary={progress.data.report.summary} activities={progress.data.activities} />;
  } else if (tab === 'students' && progress.data) {
    content = <StudentsTab students={progress.data.report.students} />;
  } else if (tab === 'courses') {
    content = <CoursesTab onOpen={openCourse} />;
  } else if (tab === 'course') {
    content = <CourseDetailTab courseId={courseId} onBack={() => setTab('courses')} />;
  } else if (tab === 'compliance') {
    content = <AdminCompliance />;
  } else if (tab === 'tutoring') {
    content = <TutoringTab />;
  } else {
    content = <CompanyReports />;
  }

  return (
    <div className="reports-page">
      <PageHeader title={T.reports.title} subtitle={T.reports.subtitle} />
      <Tabs tabs={TABS} active={tab} onChange={setTab} label={T.reports.title}>
        {content}
      </Tabs>
    </div>
  );
}
