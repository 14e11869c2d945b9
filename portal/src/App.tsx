import { useSignals } from '@preact/signals-react/runtime';
import { Link, Navigate, Route, Routes } from 'react-router';
import { AccessDenied, DENIED_ADMIN_AREAS } from './components/AccessDenied';
import { Layout } from './components/Layout';
import { Loading } from './components/Spinner';
import { T } from './messages';
import { AssessmentManagerPage } from './scenes/Assessments/AssessmentManagerPage';
import { AssessmentPage } from './scenes/Assessments/AssessmentPage';
import { AssessmentPreviewPage } from './scenes/Assessments/AssessmentPreviewPage';
import { BackupPage } from './scenes/Backup/BackupPage';
import { CertificatesPage } from './scenes/Certificates/CertificatesPage';
import { CourseCertificatePage } from './scenes/Certificates/CourseCertificatePage';
import { CoursesPage } from './scenes/Courses/CoursesPage';
import { CourseViewPage } from './scenes/Courses/CourseViewPage';
import { DashboardPage } from './scenes/Dashboard/DashboardPage';
import { GradesReportPage } from './scenes/GradesReport/GradesReportPage';
import { LoginPage } from './scenes/Login/LoginPage';
import { LogsPage } from './scenes/Logs/LogsPage';
import { ProfilePage } from './scenes/Profile/ProfilePage';
import { ReportsPage } from './scenes/Reports/ReportsPage';
import { ResetPasswordPage } from './scenes/ResetPassword/ResetPasswordPage';
import { SettingsPage } from './scenes/Settings/SettingsPage';
import { UsersPage } from './scenes/Users/UsersPage';
import { currentUser, sessionLoading } from './state/session';

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

/** Routes and guards of spec §2: signed-out visitors reach only /login and /reset-password. */
export function App() {
  useSignals();
  if (sessionLoading.value) return <Loading fullPage />;

  const user = currentUser.value;
  if (!user) {
    return (
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="*" element={<Navigate to="/login" replace />} />
      </Routes>
    );
  }

  const admin = user.role === 'admin';
  return (
    <Routes>
      <Route path="/" element={<Navigate to="/dashboard" replace />} />
      <Route path="/login" element={<Navigate to="/dashboard" replace />} />
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route element={<Layout />}>
        <Route path="/dashboard" element={<DashboardPage />} />
        <Route path="/courses" element={<CoursesPage />} />
        <Route path="/courses/:id" element={<CourseViewPage />} />
        <Route path="/assessment/:id" element={<AssessmentPage />} />
        <Route path="/assessments/:assessmentId/preview" element={<AssessmentPreviewPage />} />
        <Route path="/certificates" element={<CertificatesPage />} />
        <Route path="/certificate/:courseId" element={<CourseCertificatePage />} />
        <Route path="/grades-report" element={<GradesReportPage />} />
        <Route path="/profile" element={<ProfilePage />} />
        {/* Admin-only routes are not registered for other roles (spec §2 Admin only). */}
        {admin && <Route path="/users" element={<UsersPage />} />}
        {admin && <Route path="/assessment-manager/:id" element={<AssessmentManagerPage />} />}
        {admin && <Route path="/reports" element={<ReportsPage />} />}
        {admin && <Route path="/settings" element={<SettingsPage />} />}
        {admin && <Route path="/backup" element={<BackupPage />} />}
        {admin && <Route path="/logs" element={<LogsPage />} />}
        {/* Other roles opening reports, settings, backup or logs read the spec's access-denied text (§6). */}
        {!admin &&
          DENIED_ADMIN_AREAS.map((area) => (
            <Route
              key={area.path}
              path={area.path}
              element={<AccessDenied title={area.title} message={area.message} />}
            />
          ))}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
