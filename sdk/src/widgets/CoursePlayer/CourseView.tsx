import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { CompletionResponse, Course } from '../../contract';
import { useTrilhaClient } from '../../provider';
import { IconArrowLeft, IconListCompact } from '../../ui/icons';
import { scrollBehavior } from '../../ui/motion';
import { CompletionModal } from './CompletionModal';
import {
  allLessonsCompleted,
  courseProgress,
  flattenLessons,
  groupByModule,
  type LessonEntry,
  neighbours,
  orderedModules,
  pickResumeLesson,
} from './course';
import { FinalAssessmentModal } from './FinalAssessmentModal';
import { LessonNav } from './LessonNav';
import { LessonPane, type Notify } from './LessonPane';
import { PLAYER_MSG } from './messages';
import { NextLessonModal } from './NextLessonModal';
import { Notice, type NoticeData } from './Notice';
import { Sidebar } from './Sidebar';
import type { CoursePlayerProps } from './types';

/** Spec §9: the next-lesson confirm appears 1 s after a completion. */
export const COMPLETION_CONFIRM_DELAY_MS = 1_000;
const BLOCKED_NOTICE_MS = 5_000;

type ModalState = { kind: 'congrats' } | { kind: 'next'; lessonId: number } | { kind: 'final' } | null;

interface CourseViewProps extends Pick<CoursePlayerProps, 'onNavigate' | 'onLessonComplete' | 'onCourseComplete'> {
  course: Course;
  reload(): Promise<Course | null>;
  now: () => number;
  editable: boolean;
}

/** The course page once loaded: lesson area and sidebar, lesson choice, and what follows a completion. */
export function CourseView({
  course,
  reload,
  now,
  editable,
  onNavigate,
  onLessonComplete,
  onCourseComplete,
}: CourseViewProps) {
  const client = useTrilhaClient();
  const sidebarId = useId();
  const mainRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const nextTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const modules = useMemo(() => orderedModules(course.modules), [course.modules]);
  const entries = useMemo(() => flattenLessons(modules), [modules]);
  const groups = useMemo(() => groupByModule(modules, entries), [modules, entries]);
  const progress = courseProgress(course, entries);
  // Only an enrolled learner's study is recorded; an admin sees every lesson as a preview.
  const tracking = Boolean(course.enrollment);

  const [resume] = useState(() => pickResumeLesson(entries, course.lastWatchedLesson?.id));
  const [currentId, setCurrentId] = useState<number | null>(resume?.lesson.id ?? null);
  const [expanded, setExpanded] = useState<Set<number>>(() => new Set(resume ? [resume.module.id] : []));
  const [sidebarOpen, setSidebarOpen] = useState(true);
  const [notice, setNotice] = useState<NoticeData | null>(null);
  const [modal, setModal] = useState<ModalState>(null);
  const [session, setSession] = useState(0);

  const current = entries.find((e) => e.lesson.id === currentId) ?? entries[0];
  const currentLessonId = current?.lesson.id ?? null;
  const currentOpen = current?.lesson.canAccess ?? false;
  const { previous, next, isLast } = neighbours(entries, currentLessonId ?? -1);

  useEffect(() => () => clearTimeout(nextTimer.current), []);

  useEffect(() => {
    if (!notice?.timeoutMs) return;
    const id = setTimeout(() => setNotice(null), notice.timeoutMs);
    return () => clearTimeout(id);
  }, [notice]);

  // The opened lesson becomes the course's last watched lesson (resume point).
  useEffect(() => {
    if (tracking && currentLessonId !== null && currentOpen)
      client.courses.saveProgress(course.id, currentLessonId).catch(() => undefined);
  }, [client, course.id, currentLessonId, currentOpen, tracking]);

  const notify = useCallback<Notify>((n) => setNotice({ ...n, id: Math.random() }), []);

  const select = useCallback(
    (entry: LessonEntry) => {
      if (!entry.lesson.canAccess) {
        notify({ kind: 'info', text: PLAYER_MSG.lessonBlocked, timeoutMs: BLOCKED_NOTICE_MS });
        return;
      }
      clearTimeout(nextTimer.current);
      setNotice(null);
      setModal(null);
      setCurrentId(entry.lesson.id);
      setExpanded((prev) => (prev.has(entry.module.id) ? prev : new Set(prev).add(entry.module.id)));
      const main = mainRef.current;
      if (main && main.getBoundingClientRect().top < 0)
        main.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
    },
    [notify],
  );

  const toggleModule = useCallback((moduleId: number) => {
    setExpanded((prev) => {
      const copy = new Set(prev);
      if (!copy.delete(moduleId)) copy.add(moduleId);
      return copy;
    });
  }, []);

  const closeSidebar = () => {
    setSidebarOpen(false);
    requestAnimationFrame(() => toggleRef.current?.focus());
  };

  const onCompleted = async (result: CompletionResponse, entry: LessonEntry) => {
    onLessonComplete?.({ lessonId: entry.lesson.id, progress: result.progress });
    notify({ kind: 'success', text: PLAYER_MSG.lessonDone, timeoutMs: 3_000 });
    if (result.courseCompleted) {
      onCourseComplete?.({
        courseId: course.id,
        needsAssessment: result.needsAssessment,
        assessmentId: result.assessmentId,
      });
      if (result.needsAssessment && result.assessmentId !== null) {
        if (onNavigate) return onNavigate({ kind: 'assessment', assessmentId: result.assessmentId });
        void reload();
        return setModal({ kind: 'final' });
      }
      if (!result.needsAssessment) {
        if (onNavigate) return onNavigate({ kind: 'certificate', courseId: course.id });
        void reload();
        return setModal({ kind: 'congrats' });
      }
    }
    const after = neighbours(entries, entry.lesson.id);
    if (after.isLast || !after.next) {
      void reload();
      return setModal({ kind: 'congrats' });
    }
    const nextId = after.next.lesson.id;
    await reload();
    clearTimeout(nextTimer.current);
    nextTimer.current = setTimeout(() => setModal({ kind: 'next', lessonId: nextId }), COMPLETION_CONFIRM_DELAY_MS);
  };

  const toCertificate = () => {
    if (!allLessonsCompleted(entries))
      notify({ kind: 'info', text: PLAYER_MSG.certificateLocked, timeoutMs: BLOCKED_NOTICE_MS });
    else onNavigate?.({ kind: 'certificate', courseId: course.id });
  };

  const nextEntry = modal?.kind === 'next' ? entries.find((e) => e.lesson.id === modal.lessonId) : undefined;

  return (
    <>
      {/* The size container holds the layout only: dialogs stay outside it, fixed to the viewport. */}
      <div className="trilha-player__frame">
        <div className={`trilha-player__layout${sidebarOpen ? '' : ' is-collapsed'}`}>
          <div className="trilha-player__main" ref={mainRef}>
            <div className="trilha-topbar">
              {onNavigate && (
                <button
                  type="button"
                  className="trilha-btn trilha-btn--ghost"
                  onClick={() => onNavigate({ kind: 'courses' })}
                >
                  <IconArrowLeft />
                  <span>{PLAYER_MSG.backToCourses}</span>
                </button>
              )}
              <span className="trilha-topbar__title">{course.title}</span>
              {!sidebarOpen && (
                <button
                  type="button"
                  ref={toggleRef}
                  className="trilha-btn trilha-btn--secondary"
                  aria-label={PLAYER_MSG.openSidebar}
                  aria-controls={sidebarId}
                  aria-expanded="false"
                  onClick={() => setSidebarOpen(true)}
                >
                  <IconListCompact />
                  <span>{PLAYER_MSG.contentButton}</span>
                </button>
              )}
            </div>

            {notice && <Notice notice={notice} onDismiss={() => setNotice(null)} />}

            {current ? (
              <LessonPane
                key={`${current.lesson.id}:${session}`}
                entry={current}
                tracking={tracking}
                editable={editable}
                now={now}
                notify={notify}
                onCompleted={onCompleted}
                onRestarted={() => {
                  setSession((n) => n + 1);
                  void reload();
                }}
                navigation={
                  <LessonNav
                    previous={previous}
                    next={next}
                    isLast={isLast}
                    hasAssessments={(course.assessments?.length ?? 0) > 0}
                    onSelect={select}
                    onAssessment={() => setModal({ kind: 'final' })}
                    onCertificate={toCertificate}
                  />
                }
              />
            ) : (
              <p className="trilha-empty">{PLAYER_MSG.emptyCourse}</p>
            )}
          </div>

          {sidebarOpen && (
            <Sidebar
              id={sidebarId}
              courseTitle={course.title}
              groups={groups}
              progress={progress}
              currentLessonId={currentLessonId}
              expanded={expanded}
              onToggleModule={toggleModule}
              onSelect={select}
              onClose={closeSidebar}
            />
          )}
        </div>
      </div>

      {modal?.kind === 'congrats' && (
        <CompletionModal
          onConfirm={() => {
            setModal(null);
            void reload();
          }}
        />
      )}
      {modal?.kind === 'next' && nextEntry && (
        <NextLessonModal
          title={nextEntry.lesson.title}
          onNext={() => select(nextEntry)}
          onStay={() => setModal(null)}
        />
      )}
      {modal?.kind === 'final' && (
        <FinalAssessmentModal
          courseId={course.id}
          lessonsDone={allLessonsCompleted(entries)}
          assessments={course.assessments ?? []}
          onStart={(assessmentId) => onNavigate?.({ kind: 'assessment', assessmentId })}
          onCertificate={() => onNavigate?.({ kind: 'certificate', courseId: course.id })}
          onClose={() => setModal(null)}
        />
      )}
    </>
  );
}
