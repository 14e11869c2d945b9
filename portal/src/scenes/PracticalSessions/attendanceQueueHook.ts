import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { client } from '../../api';
import {
  attendanceQueueKey,
  createAttendanceQueue,
  type MarkStorage,
  type QueuedMark,
  type SettledOutcome,
} from './attendanceQueue';

function deviceStorage(): MarkStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The session's queue of attendance marks on this device, for one instructor: it is sent when the
 * screen opens, when the browser says it is on-line again, and when `flush` is called.
 */
export function useAttendanceQueue(
  sessionId: number,
  instructorId: number,
  onSettled: (mark: QueuedMark, outcome: SettledOutcome) => void,
) {
  const settledRef = useRef(onSettled);
  settledRef.current = onSettled;
  const [pending, setPending] = useState<readonly QueuedMark[]>([]);
  const [flushing, setFlushing] = useState(false);

  const queue = useMemo(
    () =>
      createAttendanceQueue({
        storage: deviceStorage(),
        key: attendanceQueueKey(instructorId, sessionId),
        send: (mark) => client.practical.attend(sessionId, mark),
        onChange: setPending,
        onSettled: (mark, outcome) => settledRef.current(mark, outcome),
      }),
    [sessionId, instructorId],
  );

  const flush = useCallback(async () => {
    setFlushing(true);
    try {
      await queue.flush();
    } finally {
      setFlushing(false);
    }
  }, [queue]);

  useEffect(() => {
    setPending(queue.list());
    void flush();
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [queue, flush]);

  return { pending, flushing, flush, submit: queue.submit };
}
