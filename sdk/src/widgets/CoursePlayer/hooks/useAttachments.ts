import { useCallback, useEffect, useRef, useState } from 'react';
import type { LessonAttachment } from '../../../contract';
import { useTrilhaClient } from '../../../provider';

export type AttachmentsState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; attachments: LessonAttachment[] };

/**
 * The support material of a lesson ('Material de Apoio'). `retry` loads it again from the loading
 * state; `refresh` (after an upload or a delete) keeps the list on screen until the new one arrives.
 */
export function useAttachments(lessonId: number) {
  const client = useTrilhaClient();
  const [state, setState] = useState<AttachmentsState>({ status: 'loading' });
  const request = useRef(0);

  const fetchList = useCallback(
    (quiet: boolean) => {
      const id = ++request.current;
      if (!quiet) setState({ status: 'loading' });
      return client.lessons
        .attachments(lessonId)
        .then(({ attachments }) => {
          if (id === request.current) setState({ status: 'ready', attachments: attachments ?? [] });
        })
        .catch(() => {
          if (id === request.current) setState({ status: 'error' });
        });
    },
    [client, lessonId],
  );

  const retry = useCallback(() => void fetchList(false), [fetchList]);
  const refresh = useCallback(() => fetchList(true), [fetchList]);

  useEffect(() => {
    void fetchList(false);
    return () => {
      request.current++;
    };
  }, [fetchList]);

  return { state, retry, refresh };
}
