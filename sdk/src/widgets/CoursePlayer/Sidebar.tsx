import { useId } from 'react';
import { IconCheckCompact, IconChevronDown, IconClose, IconLock, IconPlayFilled } from '../../ui/icons';
import type { CourseProgress, LessonEntry, ModuleGroup } from './course';
import { formatDuration, progressTone } from './format';
import { PLAYER_MSG } from './messages';

interface SidebarProps {
  id: string;
  courseTitle: string;
  groups: ModuleGroup[];
  progress: CourseProgress;
  currentLessonId: number | null;
  expanded: ReadonlySet<number>;
  onToggleModule(moduleId: number): void;
  onSelect(entry: LessonEntry): void;
  onClose(): void;
}

/** Course title, overall progress and the collapsible 'Módulo n' / 'Aula n' list (spec §2). */
export function Sidebar({
  id,
  courseTitle,
  groups,
  progress,
  currentLessonId,
  expanded,
  onToggleModule,
  onSelect,
  onClose,
}: SidebarProps) {
  const base = useId();
  return (
    <aside className="trilha-sidebar" id={id} aria-label={PLAYER_MSG.courseContent}>
      <div className="trilha-sidebar__head">
        <div className="trilha-sidebar__heading">
          <span className="trilha-eyebrow">{PLAYER_MSG.courseContent}</span>
          <h2 className="trilha-sidebar__title">{courseTitle}</h2>
        </div>
        <button
          type="button"
          className="trilha-icon-btn"
          aria-label={PLAYER_MSG.closeSidebar}
          aria-controls={id}
          aria-expanded="true"
          onClick={onClose}
        >
          <IconClose />
        </button>
      </div>

      <div className="trilha-sidebar__progress">
        <div className="trilha-sidebar__progress-row">
          <span>{PLAYER_MSG.courseProgress}</span>
          <strong>{progress.percent}%</strong>
        </div>
        <div
          className={`trilha-progress trilha-progress--${progressTone(progress.percent)}`}
          role="progressbar"
          aria-label={PLAYER_MSG.courseProgress}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress.percent}
        >
          <span style={{ width: `${progress.percent}%` }} />
        </div>
        <span className="trilha-sidebar__progress-note">
          {PLAYER_MSG.lessonsDone(progress.completed, progress.total)}
        </span>
      </div>

      <ul className="trilha-modules">
        {groups.map((group) => {
          const open = expanded.has(group.module.id);
          const listId = `${base}-m${group.module.id}`;
          const done = group.entries.filter((e) => e.lesson.completed).length;
          return (
            <li key={group.module.id} className={`trilha-module${open ? ' is-open' : ''}`}>
              <h3 className="trilha-module__heading">
                <button
                  type="button"
                  className="trilha-module__toggle"
                  aria-expanded={open}
                  aria-controls={listId}
                  onClick={() => onToggleModule(group.module.id)}
                >
                  <span className="trilha-module__text">
                    <span className="trilha-module__label">{PLAYER_MSG.moduleLabel(group.number)}</span>
                    <span className="trilha-module__title">{group.module.title}</span>
                  </span>
                  <span className="trilha-module__count">{PLAYER_MSG.moduleCount(done, group.entries.length)}</span>
                  <IconChevronDown className="trilha-module__chevron" />
                </button>
              </h3>
              <ul className="trilha-lessons" id={listId} hidden={!open}>
                {group.entries.map((entry) => (
                  <li key={entry.lesson.id}>
                    <LessonItem entry={entry} current={entry.lesson.id === currentLessonId} onSelect={onSelect} />
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </aside>
  );
}

function LessonItem({
  entry,
  current,
  onSelect,
}: {
  entry: LessonEntry;
  current: boolean;
  onSelect(e: LessonEntry): void;
}) {
  const { lesson } = entry;
  const locked = !lesson.canAccess;
  const state = lesson.completed ? 'is-done' : locked ? 'is-locked' : '';
  const status = lesson.completed ? PLAYER_MSG.lessonCompleted : locked ? PLAYER_MSG.lessonLocked : null;
  return (
    <button
      type="button"
      className={`trilha-lesson ${state}${current ? ' is-current' : ''}`}
      aria-current={current ? 'true' : undefined}
      aria-disabled={locked || undefined}
      onClick={() => onSelect(entry)}
    >
      <span className="trilha-lesson__status" aria-hidden="true">
        {lesson.completed ? (
          <IconCheckCompact />
        ) : locked ? (
          <IconLock />
        ) : current ? (
          <IconPlayFilled />
        ) : (
          entry.lessonNumber
        )}
      </span>
      <span className="trilha-lesson__text">
        <span className="trilha-lesson__label">{PLAYER_MSG.lessonLabel(entry.lessonNumber)}</span>
        <span className="trilha-lesson__title">{lesson.title}</span>
      </span>
      <span className="trilha-lesson__duration">{formatDuration(lesson.duration)}</span>
      {status && <span className="trilha-sr">({status})</span>}
    </button>
  );
}
