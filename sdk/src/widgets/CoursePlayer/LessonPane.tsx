import { type ReactNode, useId, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../client/http';
import type { CompletionResponse } from '../../contract';
import { useTrilhaClient } from '../../provider';
import { IconChevronDown, IconPaperclip, IconRestart, IconSpinner } from '../../ui/icons';
import { useStableCallback } from '../../ui/useLatest';
import { Modal } from '../shared/dialogs';
import { AttachmentsPanel } from './AttachmentsPanel';
import type { LessonEntry } from './course';
import { messageOf } from './errors';
import { useAttachments } from './hooks/useAttachments';
import { useLessonTimer } from './hooks/useLessonTimer';
import { useProgressSaver } from './hooks/useProgressSaver';
import { LessonTimer } from './LessonTimer';
import { PLAYER_MSG } from './messages';
import type { NoticeData } from './Notice';
import { QuestionsPanel } from './QuestionsPanel';
import { timerTargetSeconds } from './timer';
import { type StageEvents, VideoStage } from './VideoStage';

export type Notify = (notice: Omit<NoticeData, 'id'>) => void;

interface LessonPaneProps {
  entry: LessonEntry;
  /**
   * An enrolled learner: progress is saved and the lesson can be completed. False for someone who
   * may see the course without studying it (an admin's preview): nothing is recorded.
   */
  tracking: boolean;
  /** An admin: the support material can be uploaded and deleted here. */
  editable: boolean;
  now: () => number;
  /** Previous / next / final buttons, placed in the lesson toolbar. */
  navigation: ReactNode;
  onCompleted(result: CompletionResponse, entry: LessonEntry): void;
  /** Progress was deleted: the parent remounts the lesson and refreshes the course. */
  onRestarted(): void;
  notify: Notify;
}

/**
 * One lesson: video, titles, timer, toolbar, support material and, for a learner, 'Dúvidas'. It
 * owns the lesson's timer and progress saves and calls the completion endpoint when the timer
 * reaches the lesson's duration or the video ends (spec §4 Lesson); the server has the last word
 * (watch time, order).
 */
export function LessonPane({
  entry,
  tracking,
  editable,
  now,
  navigation,
  onCompleted,
  onRestarted,
  notify,
}: LessonPaneProps) {
  const client = useTrilhaClient();
  const { lesson, module, moduleNumber, lessonNumber } = entry;
  const limitShown = useRef(false);
  // The NR's daily cap (issue 19): the lesson's timer stops and the player says why, once.
  const saver = useProgressSaver(lesson.id, now, tracking, (message) => {
    timerRef.current?.pause();
    if (limitShown.current) return;
    limitShown.current = true;
    notify({ kind: 'info', text: message || PLAYER_MSG.dailyLimit });
  });
  const attachments = useAttachments(lesson.id);
  const attachmentsId = useId();
  const [showAttachments, setShowAttachments] = useState(false);
  const [confirmRestart, setConfirmRestart] = useState(false);
  const [completing, setCompleting] = useState(false);
  const busy = useRef(false);
  const done = useRef(lesson.completed);
  if (lesson.completed) done.current = true;

  const complete = useStableCallback(async () => {
    if (busy.current || done.current || !tracking) return;
    busy.current = true;
    setCompleting(true);
    try {
      await saver.flush();
      const result = await client.lessons.complete(lesson.id, Math.round(timer.read()));
      done.current = true;
      onCompleted(result, entry);
    } catch (error) {
      const locked = error instanceof ApiError && error.status === 403;
      notify({
        kind: 'error',
        text: messageOf(error, PLAYER_MSG.completeFailed),
        action: locked ? undefined : { label: PLAYER_MSG.completeRetry, run: () => void complete() },
      });
    } finally {
      busy.current = false;
      setCompleting(false);
    }
  });

  const timer = useLessonTimer(timerTargetSeconds(lesson.duration), now, () => void complete());
  const timerRef = useRef(timer);
  timerRef.current = timer;
  const { start, pause } = timer;

  const stageEvents = useMemo<StageEvents>(
    () => ({
      onPlay: start,
      onPause: () => {
        pause();
        void saver.flush();
      },
      onEnded: (canProceed) => {
        pause();
        if (canProceed && !done.current) void complete();
        else void saver.flush();
      },
      onProgress: (snapshot, force) => saver.report(snapshot, force),
    }),
    [start, pause, saver, complete],
  );

  const restart = async () => {
    setConfirmRestart(false);
    saver.stop();
    pause();
    try {
      await client.lessons.restart(lesson.id);
      notify({ kind: 'success', text: PLAYER_MSG.restarted, timeoutMs: 3_000 });
      onRestarted();
    } catch {
      saver.resume();
      notify({ kind: 'error', text: PLAYER_MSG.restartFailed, timeoutMs: 5_000 });
    }
  };

  const count = attachments.state.status === 'ready' ? attachments.state.data.length : null;

  return (
    <div className="trilha-lesson-pane">
      <VideoStage
        lesson={lesson}
        restricted={tracking && !lesson.completed}
        tracking={tracking}
        now={now}
        events={stageEvents}
      />

      <div className="trilha-lesson-head">
        <div className="trilha-lesson-head__text">
          <span className="trilha-eyebrow">
            {PLAYER_MSG.moduleOf(moduleNumber, module.title)} · {PLAYER_MSG.lessonOf(lessonNumber)}
          </span>
          <h2 className="trilha-lesson-head__title">{lesson.title}</h2>
        </div>
        <LessonTimer
          elapsedSeconds={timer.elapsedSeconds}
          targetSeconds={timer.targetSeconds}
          running={timer.running}
          completed={lesson.completed}
        />
      </div>

      {completing && (
        <p className="trilha-inline-status" role="status">
          <IconSpinner className="trilha-spin" />
          {PLAYER_MSG.completing}
        </p>
      )}

      <div className="trilha-toolbar">
        <div className="trilha-toolbar__group">
          {tracking && (
            <button type="button" className="trilha-btn trilha-btn--ghost" onClick={() => setConfirmRestart(true)}>
              <IconRestart />
              <span>{PLAYER_MSG.restartLesson}</span>
            </button>
          )}
          <button
            type="button"
            className={`trilha-btn trilha-btn--ghost${showAttachments ? ' is-active' : ''}`}
            aria-expanded={showAttachments}
            aria-controls={attachmentsId}
            onClick={() => setShowAttachments((v) => !v)}
          >
            <IconPaperclip />
            <span>{count === null ? PLAYER_MSG.attachments : PLAYER_MSG.attachmentsCount(count)}</span>
            <IconChevronDown className={`trilha-chevron${showAttachments ? ' is-open' : ''}`} />
          </button>
        </div>
        {navigation}
      </div>

      {showAttachments && (
        <AttachmentsPanel
          id={attachmentsId}
          lessonId={lesson.id}
          state={attachments.state}
          onRetry={attachments.retry}
          editable={editable}
          onChanged={attachments.refresh}
        />
      )}

      {lesson.description && (
        <section className="trilha-description">
          <h3 className="trilha-description__title">{PLAYER_MSG.description}</h3>
          <p>{lesson.description}</p>
        </section>
      )}

      {/* Only a learner asks: an admin's preview or edit mode has no tutor to ask. */}
      {tracking && !editable && lesson.canAccess && <QuestionsPanel lessonId={lesson.id} />}

      {confirmRestart && (
        <Modal
          title={PLAYER_MSG.restartTitle}
          tone="warning"
          icon={<IconRestart />}
          onClose={() => setConfirmRestart(false)}
          closeLabel={PLAYER_MSG.close}
          footer={
            <>
              <button
                type="button"
                className="trilha-btn trilha-btn--secondary"
                data-autofocus
                onClick={() => setConfirmRestart(false)}
              >
                {PLAYER_MSG.cancel}
              </button>
              <button type="button" className="trilha-btn trilha-btn--primary" onClick={restart}>
                {PLAYER_MSG.restartConfirm}
              </button>
            </>
          }
        >
          <p>{PLAYER_MSG.restartText}</p>
        </Modal>
      )}
    </div>
  );
}
