import { useSignals } from '@preact/signals-react/runtime';
import { currentUser } from '../../state/session';
import { AdminDashboard } from './AdminDashboard';
import { StudentDashboard } from './StudentDashboard';
import './Dashboard.css';

export function DashboardPage() {
  useSignals();
  const user = currentUser.value;
  if (!user) return null;
  return user.role === 'admin' ? <AdminDashboard user={user} /> : <StudentDashboard user={user} />;
}
