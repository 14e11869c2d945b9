import { IconAward, IconBook, IconClipboard, IconUsers, useLoader } from '@trilha/sdk/ui';
import { client } from '../../api';
import { Loading } from '../../components/Spinner';
import { StatCard, StatGrid } from '../../components/StatCard';
import { ErrorState } from '../../components/StateMessages';
import { T } from '../../messages';

const n = (value: number) => value.toLocaleString('pt-BR');

/** The platform's numbers: users, courses, enrolments and certificates. */
export function StatsSection() {
  const { data: stats, failed: error, reload } = useLoader(() => client.adminSettings.stats(), []);
  return (
    <section className="settings-section" aria-labelledby="settings-stats">
      <h2 id="settings-stats" className="settings-section-title">
        {T.settings.statsTitle}
      </h2>
      {error && !stats ? (
        <ErrorState message={T.settings.loadError} onRetry={reload} />
      ) : !stats ? (
        <Loading />
      ) : (
        <StatGrid label={T.settings.statsTitle}>
          <StatCard
            icon={IconUsers}
            label={T.settings.statsUsers}
            value={n(stats.users.total)}
            hint={T.settings.statsUsersSub(stats.users.admins, stats.users.students)}
          />
          <StatCard
            icon={IconBook}
            tone="info"
            label={T.settings.statsCourses}
            value={n(stats.content.courses)}
            hint={T.settings.statsCoursesSub(stats.content.published, stats.content.lessons)}
          />
          <StatCard
            icon={IconClipboard}
            tone="warning"
            label={T.settings.statsEnrollments}
            value={n(stats.activity.enrollments)}
            hint={T.settings.statsEnrollmentsSub(stats.activity.completed)}
          />
          <StatCard
            icon={IconAward}
            tone="success"
            label={T.settings.statsCertificates}
            value={n(stats.activity.certificates)}
            hint={T.settings.statsCertificatesSub(stats.activity.logs)}
          />
        </StatGrid>
      )}
    </section>
  );
}
