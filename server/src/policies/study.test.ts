import { COURSE_MSG, ERROR_IDS } from '@trilha/sdk/contract';
import { describe, expect, it } from 'vitest';
import type { Course, Enrollment, User } from '../models';
import type { StudyTree } from '../queries/courseTree';
import { outcome } from './outcome';
import {
  authorizeCourseView,
  authorizeSelfEnrollment,
  authorizeStudy,
  creditedSeconds,
  lessonStates,
  progressPercent,
  requiredWatchSeconds,
} from './study';

const lessons = [
  { id: 10, module_id: 1, duration: 5 },
  { id: 11, module_id: 1, duration: 5 },
  { id: 20, module_id: 2, duration: 0 },
];

describe('lesson order', () => {
  it('opens only the first lesson, then each one after a completed lesson', () => {
    const s = lessonStates(lessons, new Set(), false);
    expect([...s.values()].map((x) => x.canAccess)).toEqual([true, false, false]);
    const after = lessonStates(lessons, new Set([10]), false);
    expect([...after.values()].map((x) => x.canAccess)).toEqual([true, true, false]);
  });

  it('admins see every lesson', () => {
    expect([...lessonStates(lessons, new Set(), true).values()].every((x) => x.canAccess)).toBe(true);
  });

  it('a completed lesson later in the order does not open the one before it', () => {
    const s = lessonStates(lessons, new Set([20]), false);
    expect(s.get(11)?.canAccess).toBe(false);
  });
});

describe('progress and watch time', () => {
  it('rounds progress to whole percent', () => {
    expect(progressPercent(3, 1)).toBe(33);
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(3, 3)).toBe(100);
  });

  it('needs 80 % of the duration', () => {
    expect(requiredWatchSeconds(10)).toBe(480);
    expect(requiredWatchSeconds(0)).toBe(0);
  });

  it('never credits more than the wall clock or the position moved', () => {
    expect(creditedSeconds({ elapsedSeconds: 10, previousPosition: 0, currentPosition: 3600 })).toBe(10);
    expect(creditedSeconds({ elapsedSeconds: 3600, previousPosition: 100, currentPosition: 100 })).toBe(2);
    expect(creditedSeconds({ elapsedSeconds: 3600, previousPosition: 0, currentPosition: 3600 })).toBe(60);
    expect(creditedSeconds({ elapsedSeconds: 5, previousPosition: 50, currentPosition: 10 })).toBe(2);
    expect(creditedSeconds({ elapsedSeconds: -3, previousPosition: 0, currentPosition: 10 })).toBe(0);
  });
});

const admin = { id: 1, role: 'admin' } as User;
const ana = { id: 2, role: 'student' } as User;
const bruno = { id: 3, role: 'student' } as User;

function tree(available: boolean, enrolled: User | null, completed: number[] = []): StudyTree {
  return {
    course: { id: 7, isAvailable: available } as Course,
    modules: [],
    lessons: lessons as StudyTree['lessons'],
    enrollment: enrolled ? ({ id: 70, user_id: enrolled.id, course_id: 7 } as Enrollment) : null,
    progress: new Map(),
    completed: new Set(completed),
  };
}

describe('study access (the one place that decides it)', () => {
  it('lets course managers open every course and lesson, enrolled or not, hidden or not', () => {
    expect(outcome(() => authorizeCourseView(admin, tree(false, null), 20))).toBe('allowed');
  });

  it('opens an available course and its open lessons to the enrolled learner', () => {
    expect(outcome(() => authorizeCourseView(ana, tree(true, ana)))).toBe('allowed');
    expect(outcome(() => authorizeCourseView(ana, tree(true, ana), 10))).toBe('allowed');
    expect(authorizeStudy(ana, tree(true, ana), 10).id).toBe(70);
  });

  it('keeps locked lessons locked: 403 until the one before is completed', () => {
    expect(outcome(() => authorizeStudy(ana, tree(true, ana), 11))).toBe(`403 forbidden ${COURSE_MSG.lessonLocked}`);
    expect(outcome(() => authorizeCourseView(ana, tree(true, ana), 11))).toBe(
      `403 forbidden ${COURSE_MSG.lessonLocked}`,
    );
    expect(outcome(() => authorizeStudy(ana, tree(true, ana, [10]), 11))).toBe('allowed');
  });

  it('tells an enrolled learner that a course hidden since is unavailable', () => {
    expect(outcome(() => authorizeStudy(ana, tree(false, ana)))).toBe(
      `403 ${ERROR_IDS.courseUnavailable} ${COURSE_MSG.courseUnavailable}`,
    );
    expect(outcome(() => authorizeCourseView(ana, tree(false, ana), 10))).toContain(ERROR_IDS.courseUnavailable);
  });

  it('answers 403 on an available course the learner is not enrolled in, 404 on a hidden one', () => {
    expect(outcome(() => authorizeCourseView(bruno, tree(true, null)))).toBe(`403 forbidden ${COURSE_MSG.notEnrolled}`);
    expect(outcome(() => authorizeCourseView(bruno, tree(false, null)))).toBe(
      `404 not_found ${COURSE_MSG.courseNotFound}`,
    );
    expect(outcome(() => authorizeStudy(bruno, tree(false, null), 10))).toBe(
      `404 not_found ${COURSE_MSG.lessonNotFound}`,
    );
  });

  it("never takes another learner's enrolment for the caller's", () => {
    expect(outcome(() => authorizeStudy(bruno, tree(true, ana)))).toBe(`403 forbidden ${COURSE_MSG.notEnrolled}`);
  });

  it('refuses study to those who do not study (admins are not enrolled)', () => {
    expect(outcome(() => authorizeStudy(admin, tree(true, admin)))).toBe(`403 forbidden ${COURSE_MSG.notEnrolled}`);
  });

  it('lets learners enrol themselves only in available courses', () => {
    expect(outcome(() => authorizeSelfEnrollment(ana, { isAvailable: true } as Course))).toBe('allowed');
    expect(outcome(() => authorizeSelfEnrollment(ana, { isAvailable: false } as Course))).toBe(
      `404 not_found ${COURSE_MSG.courseNotFound}`,
    );
    expect(outcome(() => authorizeSelfEnrollment(admin, { isAvailable: true } as Course))).toBe(
      `403 forbidden ${COURSE_MSG.adminSelfEnroll}`,
    );
  });
});
