import { useTrilhaClient } from '../../../provider';
import { useLoader } from '../../../ui/useLoader';

export type InitialProgress = { ready: false } | { ready: true; currentTime: number; watchedPercentage: number };

const START = { currentTime: 0, watchedPercentage: 0 };

/**
 * Where the learner stopped in a lesson (GET detailed-progress); a lesson never watched, or one
 * previewed without enrolment (`enabled` false), starts at 0.
 */
export function useInitialProgress(lessonId: number, enabled: boolean): InitialProgress {
  const client = useTrilhaClient();
  const { data } = useLoader(
    () =>
      enabled
        ? client.lessons
            .detailedProgress(lessonId)
            .then((p) => ({
              currentTime: Number.isFinite(p?.current_time) ? Math.max(0, p.current_time) : 0,
              watchedPercentage: Number.isFinite(p?.watched_percentage) ? Math.max(0, p.watched_percentage) : 0,
            }))
            .catch(() => START)
        : Promise.resolve(START),
    [client, lessonId, enabled],
  );
  return data ? { ready: true, ...data } : { ready: false };
}
