import { useCallback } from 'react';
import type { LessonQuestion, LessonQuestions } from '../../../contract/tutoring';
import { useTrilhaClient } from '../../../provider';
import { type LoaderState, useLoader } from '../../../ui/useLoader';

export type LessonQuestionsState = LoaderState<LessonQuestions>;

/**
 * The lesson's 'Dúvidas': the worker's own questions and the lesson's FAQ. `retry` loads again
 * from the loading state; `added` puts a question just asked on top at once, then reloads in place
 * (a failed reload keeps the lists on screen).
 */
export function useLessonQuestions(lessonId: number) {
  const client = useTrilhaClient();
  const { state, retry, reload, setData } = useLoader(
    () =>
      client.lessons.questions(lessonId).then(({ questions, faq }) => ({ questions: questions ?? [], faq: faq ?? [] })),
    [client, lessonId],
  );
  const added = useCallback(
    async (question: LessonQuestion) => {
      setData((data) => ({ ...data, questions: [question, ...data.questions.filter((q) => q.id !== question.id)] }));
      await reload();
    },
    [setData, reload],
  );
  return { state, retry, added };
}
