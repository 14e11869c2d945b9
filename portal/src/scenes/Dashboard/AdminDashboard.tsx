import type { AdminDashboardCounts, User } from '@trilha/sdk/contract';
import { useEffect, useState } from 'react';
import { client } from '../../api';
import { IconShield, IconUser, IconUsers } from '../../components/icons';
import { PageHeader } from '../../components/PageHeader';
import { Loading } from '../../components/Spinner';
import { ErrorState } from '../../components/StateMessages';
import { T } from '../../messages';
import { QuickAction, StatCard } from './QuickAction';

/**
 * Admin view. Issue 2 shows the user counts; the course, enrolment and certificate counts,
 * the course cards, popular courses and recent activity arrive with the courses screens.
 */
export function AdminDashboard({ user }: { user: User }) {
  const [counts, setCounts] = useState<AdminDashboardCounts | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let alive = true;
    client.dashboard
      .counts()
      .then((c) => alive && setCounts(c))
      .catch(() => alive && setFailed(true));
    return () => {
      alive = false;
    };
  }, []);

  if (failed) return <ErrorState message={T.dashboard.error} onRetry={() => window.location.reload()} />;
  if (!counts) return <Loading />;

  return (
    <div className="dashboard">
      <PageHeader
        title={T.dashboard.title}
        subtitle={`${T.dashboard.greeting(user.name || user.email)} ${T.dashboard.adminSubtitle}.`}
      />
      <section className="stat-grid" aria-label={T.dashboard.title}>
        <StatCard label={T.dashboard.totalUsers} value={counts.users.total} icon={IconUsers} tone="primary" />
        <StatCard label={T.dashboard.admins} value={counts.users.admins} icon={IconShield} tone="info" />
        <StatCard label={T.dashboard.students} value={counts.users.students} icon={IconUser} tone="success" />
      </section>
      <section className="card">
        <h2 className="card-title">{T.dashboard.quickActions}</h2>
        <div className="quick-grid">
          <QuickAction
            to="/users"
            title={T.dashboard.manageUsers}
            text={T.dashboard.manageUsersText}
            icon={IconUsers}
          />
          <QuickAction to="/profile" title={T.dashboard.myProfile} text={T.dashboard.myProfileText} icon={IconUser} />
        </div>
      </section>
    </div>
  );
}
