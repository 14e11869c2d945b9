import type { Course, CourseVersion } from '@trilha/sdk/contract';
import { IconArrowLeft, useLoader } from '@trilha/sdk/ui';
import { useEffect, useId, useRef } from 'react';
import { Loading } from '../../../components/Spinner';
import { ErrorState } from '../../../components/StateMessages';
import { formatDateTime, formatDuration } from '../../../format';
import { T } from '../../../messages';
import { courseVersionsApi } from './courseVersionsApi';
import { PROJECT_FIELDS } from './ProjectFields';
import { ProjectFileDownload } from './ProjectFileDownload';

const TX = T.pedagogicalProject;

/**
 * One version of the course as it was (read-only): what it taught and the project in force then,
 * what the inspection asks for about a certificate issued on that version.
 */
export function CourseVersionView({
  course,
  version,
  current,
  onBack,
}: {
  course: Pick<Course, 'id' | 'title'>;
  version: number;
  current: boolean;
  onBack: () => void;
}) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = useLoader(
    () => courseVersionsApi.get(course.id, version).then((r) => r.version),
    [course.id, version],
  );
  const shown = loaded.data;

  // The list it replaced held the focus: move it to what opened.
  useEffect(() => heading.current?.focus(), []);

  return (
    <article className="version-view" aria-labelledby={titleId}>
      <button type="button" className="btn btn-sm btn-ghost version-back" onClick={onBack}>
        <IconArrowLeft size={15} />
        {TX.back}
      </button>
      <h3 id={titleId} ref={heading} tabIndex={-1} className="project-heading version-title">
        {TX.version(version)}
        {current && <span className="badge badge-primary">{TX.current}</span>}
      </h3>
      {loaded.failed ? (
        <ErrorState message={TX.versionLoadError} onRetry={loaded.retry} />
      ) : !shown ? (
        <Loading />
      ) : (
        <VersionContent course={course} shown={shown} />
      )}
    </article>
  );
}

function VersionContent({ course, shown }: { course: Pick<Course, 'id' | 'title'>; shown: CourseVersion }) {
  const notInformed = T.common.notInformed;
  return (
    <>
      <p className="muted small">
        {TX.createdAt(formatDateTime(shown.created_at))}. {TX.readOnly}
      </p>
      <dl className="version-facts">
        <div>
          <dt>{TX.workload}</dt>
          <dd>{shown.workload_hours === null ? TX.workloadNone : TX.hours(shown.workload_hours)}</dd>
        </div>
        <div>
          <dt>{TX.syllabus}</dt>
          <dd className="version-text">{shown.syllabus || notInformed}</dd>
        </div>
      </dl>

      <h4 className="version-subheading">{TX.modules}</h4>
      {shown.modules.length === 0 ? (
        <p className="muted">{TX.noModules}</p>
      ) : (
        <ol className="version-modules">
          {shown.modules.map((module, m) => (
            // Snapshots keep no ids: a module is its place in the version.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
            <li key={m}>
              <span className="version-module-title">{module.title}</span>
              {module.lessons.length === 0 ? (
                <p className="muted small">{TX.noLessons}</p>
              ) : (
                <ol className="version-lessons">
                  {module.lessons.map((lesson, l) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
                    <li key={l}>
                      {lesson.title}
                      {lesson.duration > 0 && <span className="muted"> ({formatDuration(lesson.duration)})</span>}
                    </li>
                  ))}
                </ol>
              )}
            </li>
          ))}
        </ol>
      )}

      <h4 className="version-subheading">{TX.projectInForce}</h4>
      {shown.project && (
        <dl className="version-project">
          {PROJECT_FIELDS.map((key) => (
            <div key={key}>
              <dt>{TX.fields[key].label}</dt>
              <dd className="version-text">{shown.project?.[key] || notInformed}</dd>
            </div>
          ))}
        </dl>
      )}
      {shown.project_file_url && <ProjectFileDownload course={course} version={shown.version} />}
      {!shown.project && !shown.project_file_url && <p className="muted">{TX.noProject}</p>}
    </>
  );
}
