import { COURSE_MSG } from '@trilha/sdk/contract';
import { QueryTypes, type Sequelize, type Transaction, UniqueConstraintError } from 'sequelize';
import { sqlTime } from '../db/sqlTime';
import { inTransaction } from '../db/transaction';
import { BadRequestError } from '../errors';
import { DailyWatch, Enrollment, LessonProgress, LessonWatchDay, type User } from '../models';
import { creditedSeconds, progressPercent, requiredWatchSeconds } from '../policies/study';
import { dailyCapHours } from '../queries/nrPresets';
import { nextAssessmentToPass, studyContext } from '../queries/progress';
import { type Actor, audit } from '../services/audit';
import { saoPauloDate } from '../services/calendar';
import { now } from '../services/clock';
import { emitWorkerEvents, enrollmentResource } from '../services/webhooks/events';

async function progressRow(userId: number, lessonId: number, transaction: Transaction): Promise<LessonProgress> {
  const [row] = await LessonProgress.findOrCreate({
    where: { user_id: userId, lesson_id: lessonId },
    defaults: { user_id: userId, lesson_id: lessonId },
    transaction,
  });
  return LessonProgress.findByPk(row.id, { transaction, lock: transaction.LOCK.UPDATE }) as Promise<LessonProgress>;
}

/**
 * A progress save from the player. The server credits watch time itself: at most the wall-clock
 * time since the previous save and the distance the position moved, so a forged position or a
 * long pause cannot buy completion.
 *
 * Students save every few seconds, so this is the busiest write: no transaction and no lock, one
 * UPDATE. Saves racing from two tabs cannot add up: each writes the total it computed from the
 * row it read, so the last one wins and the seconds are credited once (at worst a racing save's
 * own seconds are lost, never doubled).
 */
export async function watchRecorder(
  user: User,
  lessonId: number,
  input: { currentTime: number; watchedPercentage?: number },
): Promise<{ dailyLimitReached: boolean; dailyLimitHours: number | null }> {
  const ctx = await studyContext(user, lessonId);
  const at = now();
  const capHours = await dailyCapHours(ctx.tree.course.nr_preset_id);
  let limitReached = false;
  let row = ctx.tree.progress.get(lessonId);
  if (!row) {
    try {
      await LessonProgress.create({
        user_id: user.id,
        lesson_id: lessonId,
        current_time: input.currentTime,
        watched_percentage: input.watchedPercentage ?? 0,
        first_play_at: at,
        last_seen_at: at,
      });
    } catch (err) {
      // Another tab's first save made the row a moment ago: this one counts as the next save.
      if (!(err instanceof UniqueConstraintError)) throw err;
      row = (await LessonProgress.findOne({ where: { user_id: user.id, lesson_id: lessonId } })) ?? undefined;
    }
  }
  if (row) {
    let credit = row.last_seen_at
      ? creditedSeconds({
          elapsedSeconds: (at.getTime() - new Date(row.last_seen_at).getTime()) / 1000,
          previousPosition: row.current_time,
          currentPosition: input.currentTime,
        })
      : 0;
    const cap = capHours === null ? null : await dailyAllowance(user.id, at, capHours);
    if (cap) {
      credit = Math.min(credit, cap.allowed);
      limitReached = cap.used + credit >= cap.limit;
    }
    const position = {
      current_time: input.currentTime,
      watched_percentage: Math.max(row.watched_percentage, input.watchedPercentage ?? 0),
      first_play_at: row.first_play_at ?? at,
      last_seen_at: at,
    };
    const credited = await saveWatch(row.id, position, {
      read: row.watched_seconds,
      total: row.watched_seconds + credit,
    });
    if (!credited) {
      // Another tab's save of the same moment changed the row after this one read it: that save
      // credited the time; this one only moves the position.
      await saveWatch(row.id, position, null);
    } else if (credit > 0) {
      if (cap) await DailyWatch.upsert({ user_id: user.id, day: cap.day, seconds: cap.used + credit });
      await creditWatchDay(user.id, lessonId, at, credit);
    }
  }
  if (ctx.enrollment.last_lesson_id !== lessonId) {
    await Enrollment.update({ last_lesson_id: lessonId }, { where: { id: ctx.enrollment.id } });
  }
  return { dailyLimitReached: limitReached, dailyLimitHours: capHours };
}

type Position = Pick<LessonProgress, 'current_time' | 'watched_percentage' | 'first_play_at' | 'last_seen_at'>;

/**
 * The busiest UPDATE of the platform as one plain statement (`Model.update` spent more time in
 * hooks, validation and option cloning than the database spent on the row). With `credit`, it is
 * a compare-and-set: the seconds are added only while the row still holds the watched seconds this
 * save read, so saves racing from several tabs credit the elapsed time once (last_seen_at is a
 * DATETIME to the second on MariaDB, too coarse to tell racing saves apart); the 0.01 s allows for
 * the FLOAT column's rounding. Says whether the row was written.
 */
async function saveWatch(
  id: number,
  position: Position,
  credit: { read: number; total: number } | null,
): Promise<boolean> {
  const sequelize = LessonProgress.sequelize as Sequelize;
  const [, matched] = await sequelize.query(
    `UPDATE lesson_progress
        SET ${sequelize.getQueryInterface().quoteIdentifier('current_time')} = :current_time,
            watched_percentage = :watched_percentage, first_play_at = :first_play_at,
            last_seen_at = :last_seen_at, updated_at = :last_seen_at
            ${credit ? ', watched_seconds = :total WHERE id = :id AND watched_seconds <= :read + 0.01' : 'WHERE id = :id'}`,
    {
      replacements: {
        ...position,
        first_play_at: position.first_play_at && sqlTime(sequelize, new Date(position.first_play_at)),
        last_seen_at: position.last_seen_at && sqlTime(sequelize, new Date(position.last_seen_at)),
        ...credit,
        id,
      },
      type: QueryTypes.UPDATE,
    },
  );
  return Number(matched) > 0;
}

/** 'YYYY-MM-DD' of an instant in São Paulo: the day a daily cap counts. */
const saoPauloDay = saoPauloDate;

/**
 * Adds a save's credited seconds to the lesson's São Paulo day: one statement that inserts or adds
 * (no read), the record an evidence pack shows as 'watch time per lesson and day'.
 */
async function creditWatchDay(userId: number, lessonId: number, at: Date, seconds: number): Promise<void> {
  const sequelize = LessonWatchDay.sequelize as Sequelize;
  const upsert =
    sequelize.getDialect() === 'sqlite'
      ? 'ON CONFLICT(user_id, lesson_id, day) DO UPDATE SET seconds = seconds + excluded.seconds'
      : 'ON DUPLICATE KEY UPDATE seconds = seconds + VALUES(seconds)';
  await sequelize.query(
    `INSERT INTO lesson_watch_days (user_id, lesson_id, day, seconds) VALUES (?, ?, ?, ?) ${upsert}`,
    { replacements: [userId, lessonId, saoPauloDay(at), seconds] },
  );
}

/**
 * The NR daily cap (issue 19): how many seconds the student may still be credited on the São
 * Paulo day of `at`. Racing saves write the total each computed, so the day's sum can lose a
 * racing save's seconds, never pass the cap by them.
 */
async function dailyAllowance(userId: number, at: Date, capHours: number) {
  const day = saoPauloDay(at);
  const used = (await DailyWatch.findOne({ where: { user_id: userId, day } }))?.seconds ?? 0;
  const limit = capHours * 3600;
  return { day, used, limit, allowed: Math.max(0, limit - used) };
}

export interface LessonCompletion {
  /** The enrolment's progress now, in whole percent. */
  progress: number;
  courseCompleted: boolean;
  /** With the course completed: the first assessment still to pass, else null. */
  assessmentId: number | null;
}

/**
 * Completes a lesson once the server saw 80 % of its duration watched. Idempotent: completing a
 * completed lesson answers the current state.
 */
export async function lessonCompleter(user: User, lessonId: number, actor: Actor): Promise<LessonCompletion> {
  const ctx = await studyContext(user, lessonId);
  const { tree, lesson } = ctx;
  const result = await inTransaction(async (transaction) => {
    // The enrolment row first: completions of one student's course run one after the other, so
    // two lessons completed at once cannot each store a progress that misses the other.
    const enrollment = (await Enrollment.findByPk(ctx.enrollment.id, {
      transaction,
      lock: transaction.LOCK.UPDATE,
    })) as Enrollment;
    const row = await progressRow(user.id, lessonId, transaction);
    const firstTime = !row.completed;
    if (firstTime) {
      if (row.watched_seconds + 0.001 < requiredWatchSeconds(lesson.duration))
        throw BadRequestError(COURSE_MSG.watchTimeShort);
      await row.update({ completed: true, completed_at: now() }, { transaction });
    }
    // Read inside the transaction, after the enrolment lock: the snapshot starts after any other
    // completion of this course committed. (A locking read here took gap locks that deadlocked
    // with first progress saves.)
    const completedRows = await LessonProgress.findAll({
      attributes: ['lesson_id'],
      where: { user_id: user.id, lesson_id: tree.lessons.map((l) => l.id), completed: true },
      transaction,
    });
    const done = new Set(completedRows.map((r) => r.lesson_id)).add(lessonId);
    const progress = progressPercent(tree.lessons.length, tree.lessons.filter((l) => done.has(l.id)).length);
    const courseCompleted = progress >= 100;
    const finishedNow = courseCompleted && !enrollment.completed_at;
    await enrollment.update(
      { progress, last_lesson_id: lessonId, ...(finishedNow ? { completed_at: now() } : {}) },
      { transaction },
    );
    if (firstTime) {
      await audit(
        actor,
        { action: 'AULA_CONCLUIDA', description: `Aula concluída: ${lesson.title} (${tree.course.title})` },
        transaction,
      );
    }
    if (finishedNow) {
      await audit(
        actor,
        { action: 'CURSO_CONCLUIDO', description: `Curso concluído: ${tree.course.title}` },
        transaction,
      );
    }
    const resource = enrollmentResource(user.id, tree.course.id);
    const at = now().toISOString();
    await emitWorkerEvents(
      [
        ...(firstTime
          ? [
              {
                type: 'lesson.completed' as const,
                resource,
                userId: user.id,
                courseId: tree.course.id,
                data: { lesson: { id: lesson.id, title: lesson.title }, progress, completed_at: at },
              },
            ]
          : []),
        ...(finishedNow
          ? [
              {
                type: 'course.completed' as const,
                resource,
                userId: user.id,
                courseId: tree.course.id,
                data: { completed_at: at },
              },
            ]
          : []),
      ],
      transaction,
    );
    return { progress, courseCompleted };
  });
  const assessmentId = result.courseCompleted ? await nextAssessmentToPass(tree, user.id) : null;
  return { ...result, assessmentId };
}

/** Restart: back to the start of the video. A completed lesson stays completed. */
export async function lessonRestarter(user: User, lessonId: number): Promise<void> {
  await studyContext(user, lessonId);
  await inTransaction(async (transaction) => {
    const row = await progressRow(user.id, lessonId, transaction);
    await row.update(
      {
        current_time: 0,
        watched_percentage: row.completed ? row.watched_percentage : 0,
        watched_seconds: row.completed ? row.watched_seconds : 0,
        last_seen_at: null,
      },
      { transaction },
    );
  });
}

/** Remembers the lesson to resume from. */
export async function lastLessonSaver(user: User, courseId: number, lessonId: number): Promise<void> {
  const ctx = await studyContext(user, lessonId);
  if (ctx.tree.course.id !== courseId) throw BadRequestError('A aula não pertence a este curso.');
  await Enrollment.update({ last_lesson_id: lessonId }, { where: { id: ctx.enrollment.id } });
}
