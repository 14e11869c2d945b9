import type { User } from '@trilha/sdk/contract';
import { IconClock, IconUser } from '../../components/icons';
import { formatDateTime } from '../../format';
import { T } from '../../messages';
import { QuickAction } from './QuickAction';

/** Student view. The course and certificate counts and cards arrive with the courses screens. */
export function StudentDashboard({ user }: { user: User }) {
  const lastAccess = formatDateTime(user.last_login);
  return (
    <div className="dashboard">
      <section className="welcome-card">
        <div>
          <h1 className="welcome-title">{T.dashboard.greeting(user.name || user.email)}</h1>
          <p className="welcome-text">{T.dashboard.studentSubtitle}</p>
        </div>
        <p className="welcome-meta">
          <IconClock size={16} />
          <span>{lastAccess ? T.dashboard.lastAccess(lastAccess) : T.dashboard.firstAccess}</span>
        </p>
      </section>
      <section className="card">
        <h2 className="card-title">{T.dashboard.quickActions}</h2>
        <div className="quick-grid">
          <QuickAction to="/profile" title={T.dashboard.myProfile} text={T.dashboard.myProfileText} icon={IconUser} />
        </div>
      </section>
    </div>
  );
}
