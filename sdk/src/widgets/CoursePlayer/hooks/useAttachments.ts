import { useCallback } from 'react';
import type { LessonAttachment } from '../../../contract';
import { useTrilhaClient } from '../../../provider';
import { type LoaderState, useLoader } from '../../../ui/useLoader';

export type AttachmentsState = LoaderState<LessonAttachment[]>;

/**
 * The support material of a lesson ('Material de Apoio'). `retry` loads it again from the loading
 * state; `refresh` (after an upload or a delete) keeps the list on screen until the new one arrives.
 */
export function useAttachments(lessonId: number) {
  const client = useTrilhaClient();
  const { state, retry, reload } = useLoader(
    () => client.lessons.attachments(lessonId).then(({ attachments }) => attachments ?? []),
    [client, lessonId],
    { showReloadErrors: true },
  );
  const refresh = useCallback(async () => {
    await reload();
  }, [reload]);
  return { state, retry, refresh };
}
