import { COURSE_MSG, type CompletionStatus } from '@trilha/sdk/contract';
import { NotFoundError } from '../errors';
import type { Enrollment, Lesson, User } from '../models';
import { authorizeStudy, progressPercent } from '../policies/study';
import { passedAssessments } from './courses';
import { type CourseTree, loadStudyTree, type StudyTree } from './courseTree';

export interface StudyContext {
  tree: StudyTree;
  lesson: Lesson;
  enrollment: Enrollment;
}

/**
 * What every progress call needs, in one statement, after the study rules (policies/study): the
 * lesson exists, the caller studies its course, and the lesson is open to them.
 */
export async function studyContext(user: User, lessonId: number): Promise<StudyContext> {
  const tree = await loadStudyTree({ lessonId }, user.id);
  const lesson = tree?.lessons.find((l) => l.id === lessonId);
  if (!tree || !lesson) throw NotFoundError(COURSE_MSG.lessonNotFound);
  const enrollment = authorizeStudy(user, tree, lessonId);
  return { tree, lesson, enrollment };
}

/** The first assessment of the course the user has not passed yet, or null. */
export async function nextAssessmentToPass(tree: CourseTree, userId: number): Promise<number | null> {
  const assessments = tree.course.assessments ?? [];
  const passed = await passedAssessments(
    userId,
    assessments.map((a) => a.id),
  );
  return assessments.find((a) => !passed.has(a.id))?.id ?? null;
}

/** Where the player resumes a lesson. */
export async function detailedProgress(user: User, lessonId: number) {
  const row = (await studyContext(user, lessonId)).tree.progress.get(lessonId);
  return {
    current_time: row?.current_time ?? 0,
    watched_percentage: row?.watched_percentage ?? 0,
    completed: Boolean(row?.completed),
  };
}

export async function completionStatus(user: User, courseId: number): Promise<CompletionStatus> {
  const tree = await loadStudyTree({ courseId }, user.id);
  if (!tree) throw NotFoundError(COURSE_MSG.courseNotFound);
  authorizeStudy(user, tree);
  const { completed } = tree;
  const isCompleted = tree.lessons.length > 0 && tree.lessons.every((l) => completed.has(l.id));
  const assessmentId = await nextAssessmentToPass(tree, user.id);
  return {
    isCompleted,
    assessmentCompleted: assessmentId === null,
    progress: progressPercent(tree.lessons.length, completed.size),
    needsAssessment: isCompleted && assessmentId !== null,
    assessmentId,
  };
}
