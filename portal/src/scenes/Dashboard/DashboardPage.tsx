import { useSignals } from '@preact/signals-react/runtime';
import { currentUser } from '../../state/session';
import { AdminDashboard } from './AdminDashboard';
import { InstructorDashboard } from './InstructorDashboard';
import { ManagerDashboard } from './ManagerDashboard';
import { StudentDashboard } from './StudentDashboard';
import './Dashboard.css';

export function DashboardPage() {
  useSignals();
  const user = currentUser.value;
  if (!user) return null;
  if (user.role === 'admin') return <AdminDashboard user={user} />;
  if (user.role === 'manager') return <ManagerDashboard user={user} />;
  if (user.role === 'instructor') return <InstructorDashboard user={user} />;
  return <StudentDashboard user={user} />;
}
