import { ApiError } from '../../../client/http';
import type { AssessmentShape, AttemptShape } from '../../../contract';
import { useTrilhaClient } from '../../../provider';
import { type LoaderState, useLoader } from '../../../ui/useLoader';
import { type LoadErrorKind, loadErrorKind } from '../logic';

export interface AssessmentInfo {
  assessment: AssessmentShape;
  attempts: AttemptShape[];
}
export interface InfoLoadError {
  kind: LoadErrorKind;
  message: string | null;
}
export type InfoState = LoaderState<AssessmentInfo, InfoLoadError>;

function loadError(error: unknown): InfoLoadError {
  const status = error instanceof ApiError ? error.status : undefined;
  const message = error instanceof ApiError && typeof error.body.message === 'string' ? error.message : null;
  return { kind: loadErrorKind(status), message };
}

/**
 * Loads the info card (students get no questions here) and, for students, their attempts (to offer
 * resuming an open one). `refresh` updates in place after a submit; a failed refresh keeps what is shown.
 */
export function useAssessmentInfo(assessmentId: number) {
  const client = useTrilhaClient();
  const { state, reload, retry } = useLoader(
    async (): Promise<AssessmentInfo> => {
      const [{ assessment }, attempts] = await Promise.all([
        client.assessments.get(assessmentId),
        client.assessments.attempts(assessmentId).catch(() => null),
      ]);
      // Admins get every student's attempts here: only a student's own list says what to resume.
      return { assessment, attempts: assessment.my_attempts === undefined ? [] : (attempts?.attempts ?? []) };
    },
    [client, assessmentId],
    { toError: loadError },
  );
  return { state, refresh: reload, retry };
}
