import { ApiError } from '@trilha/sdk/client';
import type { AttendanceReq, PracticalParticipant } from '@trilha/sdk/contract';

/** A mark made on the device: its client_id is what makes a resent mark the same mark. */
export type NewMark = AttendanceReq & { client_id: string; user_id: number };

/** One attendance mark as the instructor's device holds it until the server has it. */
export type QueuedMark = NewMark & { queued_at: string };

/** What became of a mark: recorded, refused by the server (4xx), or still waiting for the network. */
export type MarkOutcome =
  | { kind: 'sent'; participant: PracticalParticipant; message: string }
  | { kind: 'refused'; error: ApiError }
  | { kind: 'waiting' };
export type SettledOutcome = Exclude<MarkOutcome, { kind: 'waiting' }>;

/** What the queue needs of localStorage (injected, so it can be tested and survive blocked storage). */
export type MarkStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface AttendanceQueueOptions {
  storage: MarkStorage | null;
  key: string;
  send: (mark: AttendanceReq) => Promise<{ participant: PracticalParticipant; message: string }>;
  /** After any change of the queue, and once per mark settled (sent or refused). */
  onChange?: (marks: readonly QueuedMark[]) => void;
  onSettled?: (mark: QueuedMark, outcome: SettledOutcome) => void;
}

/** The storage key of one instructor's marks of one session on this device. */
export const attendanceQueueKey = (userId: number, sessionId: number) =>
  `trilha:attendance-queue:${userId}:${sessionId}`;

/**
 * A wrong mark (bad code, a second mark for the same person) will never succeed: 4xx drops it. A
 * 401 is no verdict on the mark, only on the sign-in, so it stays for after signing in again.
 */
const isRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401;

function read(storage: MarkStorage | null, key: string): QueuedMark[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? (parsed as QueuedMark[]) : [];
  } catch {
    return [];
  }
}

/**
 * The attendance marks not yet recorded by the server (issue 20: marks made offline are sent when
 * the device reconnects). Each mark is stored before it is sent and sent in the order it was made,
 * one at a time; the first network failure or 5xx stops the run so the order holds, and a retry of
 * a mark whose answer was lost is safe because the server recognises its client_id.
 */
export function createAttendanceQueue({ storage, key, send, onChange, onSettled }: AttendanceQueueOptions) {
  let marks = read(storage, key);
  const settled = new Map<string, MarkOutcome>();
  let running: Promise<void> | null = null;
  let again = false;

  /** Whether storage holds what memory holds (the last write went through). */
  let stored = true;

  const change = (edit: (current: QueuedMark[]) => QueuedMark[]) => {
    // Another tab on the same session may have queued marks meanwhile: edit what storage holds.
    marks = edit(stored && storage ? read(storage, key) : marks);
    try {
      if (marks.length) storage?.setItem(key, JSON.stringify(marks));
      else storage?.removeItem(key);
      stored = true;
    } catch {
      // Storage full or blocked: the marks still live in memory until the page closes.
      stored = false;
    }
    onChange?.(marks);
  };

  const settle = (mark: QueuedMark, outcome: SettledOutcome) => {
    settled.set(mark.client_id, outcome);
    change((current) => current.filter((m) => m.client_id !== mark.client_id));
    onSettled?.(mark, outcome);
  };

  /** Sends the queue in order; answers false when it stopped on a failure that may pass. */
  const drain = async (): Promise<boolean> => {
    for (let mark = marks[0]; mark; mark = marks[0]) {
      const { queued_at, ...body } = mark;
      try {
        const answer = await send(body);
        settle(mark, { kind: 'sent', participant: answer.participant, message: answer.message });
      } catch (error) {
        if (!isRefusal(error)) return false;
        settle(mark, { kind: 'refused', error });
      }
    }
    return true;
  };

  /** One run at a time: a call during a run makes it go round once more, for marks added meanwhile. */
  const flush = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let done = false;
      do {
        again = false;
        done = await drain();
      } while (again && done);
    })().finally(() => {
      running = null;
    });
    return running;
  };

  return {
    list: (): readonly QueuedMark[] => marks,
    /** Stores the mark, then sends the queue; answers what became of this mark. */
    async submit(mark: NewMark): Promise<MarkOutcome> {
      change((current) => [...current, { ...mark, queued_at: new Date().toISOString() }]);
      await flush();
      return settled.get(mark.client_id) ?? { kind: 'waiting' };
    },
    flush,
  };
}
