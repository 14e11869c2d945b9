import { useSignals } from '@preact/signals-react/runtime';
import type { User } from '@trilha/sdk/contract';
import { IconClock, useLoader } from '@trilha/sdk/ui';
import { Link } from 'react-router';
import { client } from '../../api';
import { Loading } from '../../components/Spinner';
import { EmptyState, ErrorState } from '../../components/StateMessages';
import { formatDateTime } from '../../format';
import { T } from '../../messages';
import { currentUser } from '../../state/session';
import '../Dashboard/Dashboard.css';

/**
 * An instructor's home (issue 20): the practical sessions assigned to them, soonest first, with the
 * course, when, where and how full each is; each opens the session's attendance screen.
 */
export function InstructorSessionsPage() {
  useSignals();
  const user = currentUser.value as User;
  const { data, failed, retry } = useLoader(() => client.practical.list(), []);
  const lastAccess = formatDateTime(user.previous_login);
  const TX = T.instructorDashboard;

  return (
    <div className="dashboard">
      <section className="welcome-card">
        <div>
          <h1 className="welcome-title">{TX.sessions}</h1>
          <p className="welcome-text">{T.dashboard.greeting(user.name || user.email)}</p>
          <p className="welcome-text">{TX.subtitle}</p>
        </div>
        <p className="welcome-meta">
          <IconClock size={16} />
          <span>{lastAccess ? T.dashboard.lastAccess(lastAccess) : T.dashboard.firstAccess}</span>
        </p>
      </section>

      <section className="card">
        <h2 className="card-title">{TX.upcoming}</h2>
        {failed && !data ? (
          <ErrorState message={TX.error} onRetry={retry} />
        ) : !data ? (
          <Loading />
        ) : data.sessions.length === 0 ? (
          <EmptyState>{TX.empty}</EmptyState>
        ) : (
          <ul className="practical-list">
            {data.sessions.map((s) => (
              <li key={s.id} className="practical-item">
                <Link to={`/practical-sessions/${s.id}`} className="practical-link">
                  {s.course_title}
                </Link>
                <span>{TX.when(formatDateTime(s.starts_at), formatDateTime(s.ends_at))}</span>
                <span>{s.place}</span>
                <span className="muted">{TX.seats(s.participants, s.capacity, s.hours)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
