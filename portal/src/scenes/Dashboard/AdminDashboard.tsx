import { LIMITS, type User } from '@trilha/sdk/contract';
import {
  IconAward,
  IconBook,
  IconEdit,
  IconEye,
  IconSettings,
  IconShield,
  IconUser,
  IconUsers,
  useLoader,
} from '@trilha/sdk/ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { client } from '../../api';
import { ActivityChart, ExpiriesChart } from '../../charts/lazyCharts';
import { PageHeader } from '../../components/PageHeader';
import { Loading } from '../../components/Spinner';
import { ErrorState } from '../../components/StateMessages';
import { T } from '../../messages';
import { CourseEditModal } from '../Courses/CourseEditModal';
import { DashboardCourseCard } from './DashboardCourseCard';
import { PopularCourses, RecentActivityList } from './DashboardReports';
import { QuickAction, StatCard } from './QuickAction';

async function loadAdminDashboard() {
  const [counts, stats, reports, list] = await Promise.all([
    client.dashboard.counts(),
    client.courses.stats(),
    client.courses.reportsOverview(),
    client.courses.list(),
  ]);
  return { counts, stats, reports, courses: list.courses.slice(0, LIMITS.dashboardCourses) };
}

/**
 * Admin view (spec §2 Dashboard, admin): user, course, enrolment and certificate counts, the first
 * courses with view and edit, the popular courses, the recent activity and the quick actions.
 */
export function AdminDashboard({ user }: { user: User }) {
  const navigate = useNavigate();
  const { data, failed: error, reload } = useLoader(loadAdminDashboard, []);
  const [editing, setEditing] = useState<number | null>(null);

  if (error && !data) return <ErrorState message={T.dashboard.error} onRetry={() => window.location.reload()} />;
  if (!data) return <Loading />;
  const { counts, stats, reports, courses } = data;

  return (
    <div className="dashboard">
      <PageHeader
        title={T.dashboard.title}
        subtitle={`${T.dashboard.greeting(user.name || user.email)} ${T.dashboard.adminSubtitle}.`}
      />
      <section className="stat-grid stat-grid-3" aria-label={T.dashboard.title}>
        <StatCard label={T.dashboard.totalUsers} value={counts.users.total} icon={IconUsers} tone="primary" />
        <StatCard label={T.dashboard.admins} value={counts.users.admins} icon={IconShield} tone="info" />
        <StatCard label={T.dashboard.students} value={counts.users.students} icon={IconUser} tone="success" />
        <StatCard label={T.dashboard.totalCourses} value={stats.totalCourses} icon={IconBook} tone="primary" />
        <StatCard label={T.dashboard.activeEnrollments} value={stats.totalEnrollments} icon={IconUsers} tone="info" />
        <StatCard label={T.dashboard.certificatesIssued} value={stats.certificates} icon={IconAward} tone="success" />
      </section>

      <div className="chart-grid-2">
        <ActivityChart />
        <ExpiriesChart />
      </div>

      <section className="card">
        <div className="card-header">
          <h2 className="card-title">{T.dashboard.coursesTitle}</h2>
          <Link to="/courses" className="btn btn-sm btn-ghost">
            {T.dashboard.seeAllCourses}
          </Link>
        </div>
        {courses.length === 0 ? (
          <p className="muted">{T.courses.empty}</p>
        ) : (
          <div className="dashboard-courses">
            {courses.map((course) => (
              <DashboardCourseCard
                key={course.id}
                course={course}
                actions={
                  <>
                    <button
                      type="button"
                      className="btn btn-sm btn-outline"
                      onClick={() => navigate(`/courses/${course.id}`)}
                      aria-label={T.dashboard.viewCourse(course.title)}
                    >
                      <IconEye size={15} />
                      {T.courses.view}
                    </button>
                    <button
                      type="button"
                      className="btn btn-sm btn-ghost"
                      onClick={() => setEditing(course.id)}
                      aria-label={T.dashboard.editCourse(course.title)}
                    >
                      <IconEdit size={15} />
                      {T.courses.edit}
                    </button>
                  </>
                }
              />
            ))}
          </div>
        )}
      </section>

      <div className="dashboard-columns">
        <PopularCourses courses={reports.popular_courses.slice(0, LIMITS.dashboardPopularCourses)} />
        <RecentActivityList activities={reports.recent_activity.slice(0, LIMITS.recentActivityLimit)} />
      </div>

      <section className="card">
        <h2 className="card-title">{T.dashboard.quickActions}</h2>
        <div className="quick-grid">
          <QuickAction
            to="/courses"
            title={T.dashboard.manageCourses}
            text={T.dashboard.manageCoursesText}
            icon={IconBook}
          />
          <QuickAction
            to="/users"
            title={T.dashboard.manageUsers}
            text={T.dashboard.manageUsersText}
            icon={IconUsers}
          />
          <QuickAction
            to="/certificates"
            title={T.nav.certificates}
            text={T.dashboard.certificatesText}
            icon={IconAward}
          />
          <QuickAction
            to="/settings"
            title={T.dashboard.settings}
            text={T.dashboard.settingsText}
            icon={IconSettings}
          />
        </div>
      </section>

      {editing !== null && (
        <CourseEditModal
          courseId={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
    </div>
  );
}
