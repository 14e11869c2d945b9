import { useSignals } from '@preact/signals-react/runtime';
import { type ComponentType, lazy, Suspense } from 'react';
import { Link, Navigate, Outlet, Route, Routes } from 'react-router';
import { AccessDenied, DENIED_ADMIN_AREAS } from './components/AccessDenied';
import { Layout } from './components/Layout';
import { PageHeader } from './components/PageHeader';
import { Loading } from './components/Spinner';
import { T } from './messages';
import { currentUser, sessionLoading } from './state/session';

/**
 * Every screen is its own chunk, fetched when its route is first opened: the first load carries
 * only the shell (router, session, layout), not the admin screens a student never sees.
 */
function screen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(() => load().then((m) => ({ default: m[name] })));
}
const AssessmentManagerPage = screen(
  () => import('./scenes/Assessments/AssessmentManagerPage'),
  'AssessmentManagerPage',
);
const ApiDocsPage = screen(() => import('./scenes/ApiDocs/ApiDocsPage'), 'ApiDocsPage');
const WebhooksPage = screen(() => import('./scenes/Webhooks/WebhooksPage'), 'WebhooksPage');
const PrivacyRequestsPage = screen(() => import('./scenes/PrivacyRequests/PrivacyRequestsPage'), 'PrivacyRequestsPage');
const AssessmentPage = screen(() => import('./scenes/Assessments/AssessmentPage'), 'AssessmentPage');
const AssessmentPreviewPage = screen(
  () => import('./scenes/Assessments/AssessmentPreviewPage'),
  'AssessmentPreviewPage',
);
const BackupPage = screen(() => import('./scenes/Backup/BackupPage'), 'BackupPage');
const CertificatesPage = screen(() => import('./scenes/Certificates/CertificatesPage'), 'CertificatesPage');
const CourseCertificatePage = screen(
  () => import('./scenes/Certificates/CourseCertificatePage'),
  'CourseCertificatePage',
);
const CoursesPage = screen(() => import('./scenes/Courses/CoursesPage'), 'CoursesPage');
const CourseViewPage = screen(() => import('./scenes/Courses/CourseViewPage'), 'CourseViewPage');
const EvidenceCheckPage = screen(() => import('./scenes/EvidenceCheck/EvidenceCheckPage'), 'EvidenceCheckPage');
const PublicEvidenceCheckPage = screen(
  () => import('./scenes/EvidenceCheck/EvidenceCheckPage'),
  'PublicEvidenceCheckPage',
);
const DashboardPage = screen(() => import('./scenes/Dashboard/DashboardPage'), 'DashboardPage');
const GradesReportPage = screen(() => import('./scenes/GradesReport/GradesReportPage'), 'GradesReportPage');
const LoginPage = screen(() => import('./scenes/Login/LoginPage'), 'LoginPage');
const LogsPage = screen(() => import('./scenes/Logs/LogsPage'), 'LogsPage');
const NrPresetsPage = screen(() => import('./scenes/NrPresets/NrPresetsPage'), 'NrPresetsPage');
const PracticalSessionsPage = screen(
  () => import('./scenes/PracticalSessions/PracticalSessionsPage'),
  'PracticalSessionsPage',
);
const SessionRosterPage = screen(() => import('./scenes/PracticalSessions/SessionRosterPage'), 'SessionRosterPage');
const InstructorSessionsPage = screen(
  () => import('./scenes/PracticalSessions/InstructorSessionsPage'),
  'InstructorSessionsPage',
);
const AttendancePage = screen(() => import('./scenes/PracticalSessions/AttendancePage'), 'AttendancePage');
const ProfilePage = screen(() => import('./scenes/Profile/ProfilePage'), 'ProfilePage');
const QuestionBanksPage = screen(() => import('./scenes/QuestionBanks/QuestionBanksPage'), 'QuestionBanksPage');
const QuestionBankPage = screen(() => import('./scenes/QuestionBanks/QuestionBankPage'), 'QuestionBankPage');
const ReportsPage = screen(() => import('./scenes/Reports/ReportsPage'), 'ReportsPage');
const ManagerReportsPage = screen(() => import('./scenes/Reports/ManagerReportsPage'), 'ManagerReportsPage');
const TeamPage = screen(() => import('./scenes/Team/TeamPage'), 'TeamPage');
const TutoringPage = screen(() => import('./scenes/Tutoring/TutoringPage'), 'TutoringPage');
const TrainingMatrixPage = screen(() => import('./scenes/TrainingMatrix/TrainingMatrixPage'), 'TrainingMatrixPage');
/** The company reports (the 'Empresas' tab of /reports) on a path of their own. */
const CompanyReportsPage = lazy(() =>
  import('./scenes/Reports/CompanyReports').then(({ CompanyReports }) => ({
    default: () => (
      <div className="reports-page">
        <PageHeader title={T.companyReports.title} />
        <CompanyReports />
      </div>
    ),
  })),
);
const ResetPasswordPage = screen(() => import('./scenes/ResetPassword/ResetPasswordPage'), 'ResetPasswordPage');
const SettingsPage = screen(() => import('./scenes/Settings/SettingsPage'), 'SettingsPage');
const UsersPage = screen(() => import('./scenes/Users/UsersPage'), 'UsersPage');

/** The manager's own screens: other roles opening them read the access-denied text. */
const MANAGER_AREAS = ['/team', '/training-matrix'] as const;
/** Admin areas a manager has a screen of their own at (their company's): not denied to them. */
const MANAGER_TOO: readonly string[] = ['/reports', '/webhooks'];
/** The learner's screens: a manager opening one reads why it is not theirs. */
const LEARNER_AREAS = [
  '/courses',
  '/courses/:id',
  '/assessment/:id',
  '/assessments/:assessmentId/preview',
  '/certificate/:courseId',
  '/grades-report',
] as const;

/** Inside the layout a screen that is still loading shows the spinner, menu and header stay. */
function ScreenOutlet() {
  return (
    <Suspense fallback={<Loading />}>
      <Outlet />
    </Suspense>
  );
}

function NotFound() {
  return (
    <div className="card state-card">
      <h1 className="page-title">{T.common.notFoundTitle}</h1>
      <p className="muted">{T.common.notFoundText}</p>
      <Link to="/dashboard" className="btn btn-primary">
        {T.common.goToDashboard}
      </Link>
    </div>
  );
}

/**
 * Routes and guards of spec §2: signed-out visitors reach only /login, /reset-password and the
 * public check of an evidence pack (issue 22).
 */
export function App() {
  useSignals();
  if (sessionLoading.value) return <Loading fullPage />;

  const user = currentUser.value;
  if (!user) {
    return (
      <Suspense fallback={<Loading fullPage />}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="/conferir-dossie" element={<PublicEvidenceCheckPage />} />
          <Route path="*" element={<Navigate to="/login" replace />} />
        </Routes>
      </Suspense>
    );
  }

  const admin = user.role === 'admin';
  // A client company's manager (issue 18) has screens of their own; their /reports is the compliance grid.
  const manager = user.role === 'manager';
  // An instructor (issue 20) runs the practical sessions assigned to them, on a tablet or phone.
  const instructor = user.role === 'instructor';
  return (
    <Suspense fallback={<Loading fullPage />}>
      <Routes>
        <Route path="/" element={<Navigate to="/dashboard" replace />} />
        <Route path="/login" element={<Navigate to="/dashboard" replace />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route element={<Layout />}>
          <Route element={<ScreenOutlet />}>
            <Route path="/dashboard" element={<DashboardPage />} />
            {!manager && <Route path="/courses" element={<CoursesPage />} />}
            {!manager && <Route path="/courses/:id" element={<CourseViewPage />} />}
            {!manager && <Route path="/assessment/:id" element={<AssessmentPage />} />}
            {!manager && <Route path="/assessments/:assessmentId/preview" element={<AssessmentPreviewPage />} />}
            <Route path="/certificates" element={<CertificatesPage />} />
            {!manager && <Route path="/certificate/:courseId" element={<CourseCertificatePage />} />}
            {!manager && <Route path="/grades-report" element={<GradesReportPage />} />}
            {/* A manager follows training from Equipe and Relatórios; the learner's screens are not theirs. */}
            {manager &&
              LEARNER_AREAS.map((path) => (
                <Route key={path} path={path} element={<AccessDenied message={T.managerArea.learnerOnly} />} />
              ))}
            <Route path="/profile" element={<ProfilePage />} />
            <Route path="/conferir-dossie" element={<EvidenceCheckPage />} />
            {/* Admin-only routes are not registered for other roles (spec §2 Admin only). */}
            {admin && <Route path="/users" element={<UsersPage />} />}
            {admin && <Route path="/assessment-manager/:id" element={<AssessmentManagerPage />} />}
            {admin && <Route path="/reports" element={<ReportsPage />} />}
            {admin && <Route path="/reports/companies" element={<CompanyReportsPage />} />}
            {admin && <Route path="/settings" element={<SettingsPage />} />}
            {admin && <Route path="/backup" element={<BackupPage />} />}
            {admin && <Route path="/logs" element={<LogsPage />} />}
            {admin && <Route path="/api-docs" element={<ApiDocsPage />} />}
            {(admin || manager) && <Route path="/webhooks" element={<WebhooksPage />} />}
            {admin && <Route path="/privacy-requests" element={<PrivacyRequestsPage />} />}
            {admin && <Route path="/nr-presets" element={<NrPresetsPage />} />}
            {admin && <Route path="/question-banks" element={<QuestionBanksPage />} />}
            {admin && <Route path="/question-banks/:id" element={<QuestionBankPage />} />}
            {admin && <Route path="/practical-sessions" element={<PracticalSessionsPage />} />}
            {admin && <Route path="/practical-sessions/:id" element={<SessionRosterPage />} />}
            {instructor && <Route path="/practical-sessions" element={<InstructorSessionsPage />} />}
            {instructor && <Route path="/practical-sessions/:id" element={<AttendancePage />} />}
            {/* The tutors' queue (issue 26); the page tells students and managers it is not theirs. */}
            <Route path="/tutoring" element={<TutoringPage />} />
            {manager && <Route path="/team" element={<TeamPage />} />}
            {manager && <Route path="/training-matrix" element={<TrainingMatrixPage />} />}
            {manager && <Route path="/reports" element={<ManagerReportsPage />} />}
            {!manager &&
              MANAGER_AREAS.map((path) => (
                <Route key={path} path={path} element={<AccessDenied message={T.managerArea.accessDenied} />} />
              ))}
            {/* Other roles opening an admin area read the spec's access-denied text (§2, §6). */}
            {!admin &&
              DENIED_ADMIN_AREAS.filter((area) => !(manager && MANAGER_TOO.includes(area.path))).map((area) => (
                <Route
                  key={area.path}
                  path={area.path}
                  element={<AccessDenied title={area.title} message={area.message} />}
                />
              ))}
            <Route path="*" element={<NotFound />} />
          </Route>
        </Route>
      </Routes>
    </Suspense>
  );
}
