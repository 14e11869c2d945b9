import { useSignals } from '@preact/signals-react/runtime';
import { Navigate } from 'react-router';
import { currentUser } from '../../state/session';
import { AdminDashboard } from './AdminDashboard';
import { ManagerDashboard } from './ManagerDashboard';
import { StudentDashboard } from './StudentDashboard';
import './Dashboard.css';

export function DashboardPage() {
  useSignals();
  const user = currentUser.value;
  if (!user) return null;
  if (user.role === 'admin') return <AdminDashboard user={user} />;
  if (user.role === 'manager') return <ManagerDashboard user={user} />;
  // An instructor's home is the list of their practical sessions.
  if (user.role === 'instructor') return <Navigate to="/practical-sessions" replace />;
  return <StudentDashboard user={user} />;
}
