import type { User } from '@trilha/sdk/contract';
import { IconClock, useLoader } from '@trilha/sdk/ui';
import { client } from '../../api';
import { Loading } from '../../components/Spinner';
import { EmptyState, ErrorState } from '../../components/StateMessages';
import { formatDateTime } from '../../format';
import { T } from '../../messages';

/**
 * An instructor (issue 20): the practical sessions assigned to them, soonest first, with the
 * course, when, where and how full each is. Marking attendance comes on the session's own screen.
 */
export function InstructorDashboard({ user }: { user: User }) {
  const { data, failed, retry } = useLoader(() => client.practical.list(), []);
  const lastAccess = formatDateTime(user.previous_login);
  const TX = T.instructorDashboard;

  return (
    <div className="dashboard">
      <section className="welcome-card">
        <div>
          <h1 className="welcome-title">{T.dashboard.greeting(user.name || user.email)}</h1>
          <p className="welcome-text">{TX.subtitle}</p>
        </div>
        <p className="welcome-meta">
          <IconClock size={16} />
          <span>{lastAccess ? T.dashboard.lastAccess(lastAccess) : T.dashboard.firstAccess}</span>
        </p>
      </section>

      <section className="card">
        <h2 className="card-title">{TX.sessions}</h2>
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
                <strong>{s.course_title}</strong>
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
