import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../../../client/http';
import { useTrilhaClient } from '../../../provider';
import { ASSESSMENT_TEXT } from '../messages';

export type CertificateRequestState =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'issued'; certificateId: number }
  | { status: 'exists' }
  | { status: 'error'; message: string };

/**
 * Asks the server for the temporary certificate of a course (spec §8 Certificates): 201 issued,
 * 409 already generated, 400 the server's reason (requirements, insufficient score), else a retry text.
 */
export function useCertificateRequest(onIssued: (certificateId: number) => void) {
  const client = useTrilhaClient();
  const [state, setState] = useState<CertificateRequestState>({ status: 'idle' });
  const busy = useRef(false);

  const request = useCallback(
    async (courseId: number) => {
      if (busy.current) return;
      busy.current = true;
      setState({ status: 'pending' });
      try {
        const { certificate } = await client.certificates.generateTemporary(courseId);
        setState({ status: 'issued', certificateId: certificate.id });
        onIssued(certificate.id);
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) setState({ status: 'exists' });
        else if (error instanceof ApiError && error.status === 400) {
          const message = typeof error.body.message === 'string' && error.body.message ? error.message : null;
          setState({ status: 'error', message: message ?? ASSESSMENT_TEXT.certificateRequirements });
        } else setState({ status: 'error', message: ASSESSMENT_TEXT.certificateFailed });
      } finally {
        busy.current = false;
      }
    },
    [client, onIssued],
  );

  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return { state, request, reset };
}
