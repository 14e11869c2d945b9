import { COURSE_MSG, LIMITS, type User } from '@trilha/sdk/contract';
import { IconAward, IconBook, IconCheck, IconClock, IconUser, useLoader } from '@trilha/sdk/ui';
import { Link } from 'react-router';
import { client } from '../../api';
import { Loading } from '../../components/Spinner';
import { ErrorState } from '../../components/StateMessages';
import { formatDateTime } from '../../format';
import { T } from '../../messages';
import { isCompletedCourse, isUnavailable } from '../Courses/courseLists';
import { DashboardCourseCard } from './DashboardCourseCard';
import { QuickAction, StatCard } from './QuickAction';

async function loadStudentDashboard() {
  const [stats, mine] = await Promise.all([client.courses.stats(), client.courses.list({ my_courses: true })]);
  return { stats, courses: mine.courses.slice(0, LIMITS.dashboardCourses) };
}

/**
 * Student view (spec §2 Dashboard, student): greeting and last access, counts of enrolled and
 * completed courses and certificates, the first enrolled courses, and the quick actions.
 */
export function StudentDashboard({ user }: { user: User }) {
  const { data, failed: error } = useLoader(loadStudentDashboard, []);
  const lastAccess = formatDateTime(user.previous_login);

  if (error && !data) return <ErrorState message={T.dashboard.error} onRetry={() => window.location.reload()} />;

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

      {!data ? (
        <Loading />
      ) : (
        <>
          <section className="stat-grid" aria-label={T.dashboard.title}>
            <StatCard
              label={T.dashboard.enrolledCourses}
              value={data.stats.totalEnrollments}
              icon={IconBook}
              tone="primary"
            />
            <StatCard
              label={T.dashboard.completedCourses}
              value={data.stats.completedCourses}
              icon={IconCheck}
              tone="info"
            />
            <StatCard
              label={T.dashboard.certificates}
              value={data.stats.certificates}
              icon={IconAward}
              tone="success"
            />
          </section>

          <section className="card">
            <div className="card-header">
              <h2 className="card-title">{T.dashboard.myCourses}</h2>
              <Link to="/courses" className="btn btn-sm btn-ghost">
                {T.dashboard.seeAllCourses}
              </Link>
            </div>
            {data.courses.length === 0 ? (
              <p className="muted">{T.dashboard.noEnrolledCourses}</p>
            ) : (
              <div className="dashboard-courses">
                {data.courses.map((course) => {
                  const label = isCompletedCourse(course) ? T.dashboard.review : T.dashboard.continue;
                  return (
                    <DashboardCourseCard
                      key={course.id}
                      course={course}
                      actions={
                        isUnavailable(course) ? (
                          <span className="badge badge-warning">{COURSE_MSG.courseUnavailable}</span>
                        ) : (
                          <Link
                            to={`/courses/${course.id}`}
                            className="btn btn-sm btn-primary"
                            aria-label={T.courses.actionLabel(label, course.title)}
                          >
                            {label}
                          </Link>
                        )
                      }
                    />
                  );
                })}
              </div>
            )}
          </section>
        </>
      )}

      <section className="card">
        <h2 className="card-title">{T.dashboard.quickActions}</h2>
        <div className="quick-grid">
          <QuickAction to="/courses" title={T.dashboard.myCourses} text={T.dashboard.myCoursesText} icon={IconBook} />
          <QuickAction
            to="/certificates"
            title={T.dashboard.myCertificates}
            text={T.dashboard.myCertificatesText}
            icon={IconAward}
          />
          <QuickAction to="/profile" title={T.dashboard.myProfile} text={T.dashboard.myProfileText} icon={IconUser} />
        </div>
      </section>
    </div>
  );
}
