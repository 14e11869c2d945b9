import { useCallback, useEffect, useRef, useState } from 'react';
import type { LessonAttachment } from '../../../contract';
import { useTrilhaClient } from '../../../provider';

export type AttachmentsState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; attachments: LessonAttachment[] };

/** The support material of a lesson ('Material de Apoio'); `retry` loads it again. */
export function useAttachments(lessonId: number) {
  const client = useTrilhaClient();
  const [state, setState] = useState<AttachmentsState>({ status: 'loading' });
  const request = useRef(0);

  const load = useCallback(() => {
    const id = ++request.current;
    setState({ status: 'loading' });
    client.lessons
      .attachments(lessonId)
      .then(({ attachments }) => {
        if (id === request.current) setState({ status: 'ready', attachments: attachments ?? [] });
      })
      .catch(() => {
        if (id === request.current) setState({ status: 'error' });
      });
  }, [client, lessonId]);

  useEffect(() => {
    load();
    return () => {
      request.current++;
    };
  }, [load]);

  return { state, retry: load };
}
