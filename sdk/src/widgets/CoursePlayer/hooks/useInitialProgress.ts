import { useEffect, useState } from 'react';
import { useTrilhaClient } from '../../../provider';

export type InitialProgress = { ready: false } | { ready: true; currentTime: number; watchedPercentage: number };

/**
 * Where the learner stopped in a lesson (GET detailed-progress); a lesson never watched, or one
 * previewed without enrolment (`enabled` false), starts at 0.
 */
export function useInitialProgress(lessonId: number, enabled: boolean): InitialProgress {
  const client = useTrilhaClient();
  const [state, setState] = useState<InitialProgress>({ ready: false });

  useEffect(() => {
    let active = true;
    if (!enabled) {
      setState({ ready: true, currentTime: 0, watchedPercentage: 0 });
      return;
    }
    setState({ ready: false });
    client.lessons
      .detailedProgress(lessonId)
      .then((p) => ({
        currentTime: Number.isFinite(p?.current_time) ? Math.max(0, p.current_time) : 0,
        watchedPercentage: Number.isFinite(p?.watched_percentage) ? Math.max(0, p.watched_percentage) : 0,
      }))
      .catch(() => ({ currentTime: 0, watchedPercentage: 0 }))
      .then((p) => {
        if (active) setState({ ready: true, ...p });
      });
    return () => {
      active = false;
    };
  }, [client, lessonId, enabled]);

  return state;
}
