import type { Course, CourseVersionSummary } from '@trilha/sdk/contract';
import { useEffect, useRef, useState } from 'react';
import { EmptyState } from '../../../components/StateMessages';
import { formatDateTime } from '../../../format';
import { T } from '../../../messages';
import { CourseVersionView } from './CourseVersionView';

const TX = T.pedagogicalProject;

/** 'Versões do curso': every content version, newest first; one opens read-only in its place. */
export function CourseVersions({
  course,
  current,
  versions,
}: {
  course: Pick<Course, 'id' | 'title'>;
  current: number;
  versions: readonly CourseVersionSummary[];
}) {
  const [open, setOpen] = useState<number | null>(null);
  const [cameBackFrom, setCameBackFrom] = useState<number | null>(null);
  const list = useRef<HTMLOListElement>(null);

  // Back from a version, the focus returns to the button that opened it.
  useEffect(() => {
    if (cameBackFrom === null) return;
    list.current?.querySelector<HTMLButtonElement>(`[data-version="${cameBackFrom}"]`)?.focus();
  }, [cameBackFrom]);

  if (open !== null) {
    return (
      <CourseVersionView
        course={course}
        version={open}
        current={open === current}
        onBack={() => {
          setOpen(null);
          setCameBackFrom(open);
        }}
      />
    );
  }

  return (
    <>
      <p className="muted small">{TX.versionsIntro}</p>
      {versions.length === 0 ? (
        <EmptyState>{TX.noVersions}</EmptyState>
      ) : (
        <ol ref={list} className="version-list" aria-label={TX.tabVersions}>
          {versions.map((v) => (
            <li key={v.version} className="version-item">
              <div className="version-item-text">
                <p className="version-item-title">
                  {TX.version(v.version)}
                  {v.version === current && <span className="badge badge-primary">{TX.current}</span>}
                </p>
                <p className="version-item-meta muted small">
                  <span>{TX.createdAt(formatDateTime(v.created_at))}</span>
                  <span>{TX.counts(v.module_count, v.lesson_count)}</span>
                  {v.workload_hours !== null && <span>{`${TX.workload}: ${TX.hours(v.workload_hours)}`}</span>}
                  <span>{v.has_project ? TX.withProject : TX.withoutProject}</span>
                </p>
              </div>
              <button
                type="button"
                className="btn btn-sm btn-outline"
                data-version={v.version}
                aria-label={TX.openLabel(v.version)}
                onClick={() => {
                  setCameBackFrom(null);
                  setOpen(v.version);
                }}
              >
                {TX.open}
              </button>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
