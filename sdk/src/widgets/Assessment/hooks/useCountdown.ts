import { useEffect, useRef, useState } from 'react';
import { useLatest } from '../../../ui/useLatest';
import { secondsLeft } from '../logic';

/**
 * Counts down from the server's `remaining_seconds` (a reload resumes the right time). The deadline
 * is fixed on the local clock when the answer arrived; `onExpire` runs once when it reaches zero.
 */
export function useCountdown(remainingSeconds: number, now: () => number, onExpire: () => void) {
  const [deadline] = useState(() => now() + Math.max(0, remainingSeconds) * 1000);
  const [remaining, setRemaining] = useState(() => secondsLeft(deadline, now()));
  const expired = useRef(false);
  const onExpireRef = useLatest(onExpire);
  const nowRef = useLatest(now);

  useEffect(() => {
    const tick = () => {
      const left = secondsLeft(deadline, nowRef.current());
      setRemaining(left);
      if (left <= 0 && !expired.current) {
        expired.current = true;
        onExpireRef.current();
      }
    };
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [deadline, nowRef, onExpireRef]);

  return remaining;
}
