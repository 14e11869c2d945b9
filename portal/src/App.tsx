import { useSignals } from '@preact/signals-react/runtime';
import { Link, Navigate, Route, Routes } from 'react-router';
import { Layout } from './components/Layout';
import { Loading } from './components/Spinner';
import { T } from './messages';
import { DashboardPage } from './scenes/Dashboard/DashboardPage';
import { LoginPage } from './scenes/Login/LoginPage';
import { ProfilePage } from './scenes/Profile/ProfilePage';
import { ResetPasswordPage } from './scenes/ResetPassword/ResetPasswordPage';
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
        <Route path="/profile" element={<ProfilePage />} />
        {/* Admin-only routes are not registered for other roles (spec §2 Admin only). */}
        {admin && <Route path="/users" element={<UsersPage />} />}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
