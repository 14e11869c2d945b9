import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../client';
import type { AssessmentShape, AttemptShape } from '../../../contract';
import { useTrilhaClient } from '../../../provider';
import { type LoadErrorKind, loadErrorKind } from '../logic';

export type InfoState =
  | { status: 'loading' }
  | { status: 'error'; kind: LoadErrorKind; message: string | null }
  | { status: 'ready'; assessment: AssessmentShape; attempts: AttemptShape[] };

/**
 * Loads the info card (students get no questions here) and, for students, their attempts (to offer
 * resuming an open one). `refresh` updates in place after a submit; a failed refresh keeps what is shown.
 */
export function useAssessmentInfo(assessmentId: number) {
  const client = useTrilhaClient();
  const [state, setState] = useState<InfoState>({ status: 'loading' });
  const request = useRef(0);

  const load = useCallback(
    async (silent: boolean) => {
      const id = ++request.current;
      if (!silent) setState({ status: 'loading' });
      try {
        const [{ assessment }, attempts] = await Promise.all([
          client.assessments.get(assessmentId),
          client.assessments.attempts(assessmentId).catch(() => null),
        ]);
        // Admins get every student's attempts here: only a student's own list says what to resume.
        const own = assessment.my_attempts === undefined ? [] : (attempts?.attempts ?? []);
        if (id === request.current) setState({ status: 'ready', assessment, attempts: own });
      } catch (error) {
        if (id !== request.current) return;
        const status = error instanceof ApiError ? error.status : undefined;
        const message = error instanceof ApiError && typeof error.body.message === 'string' ? error.message : null;
        setState((prev) =>
          silent && prev.status === 'ready' ? prev : { status: 'error', kind: loadErrorKind(status), message },
        );
      }
    },
    [client, assessmentId],
  );

  useEffect(() => {
    void load(false);
    return () => {
      request.current++;
    };
  }, [load]);

  const refresh = useCallback(() => load(true), [load]);
  const retry = useCallback(() => load(false), [load]);
  return { state, refresh, retry };
}
