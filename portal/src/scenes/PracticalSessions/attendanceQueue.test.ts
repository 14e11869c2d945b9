import { ApiError } from '@trilha/sdk/client';
import { type AttendanceReq, PRACTICAL_MSG, type PracticalParticipant } from '@trilha/sdk/contract';
import { describe, expect, it } from 'vitest';
import {
  attendanceQueueKey,
  createAttendanceQueue,
  type MarkStorage,
  type NewMark,
  type QueuedMark,
} from './attendanceQueue';

const KEY = attendanceQueueKey(7, 42);

function memoryStorage(): MarkStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const stored = (storage: MarkStorage): QueuedMark[] => JSON.parse(storage.getItem(KEY) ?? '[]');

const mark = (userId: number, clientId = `device-${userId}-0001`) =>
  ({ client_id: clientId, user_id: userId, method: 'code', code: '123456' }) satisfies NewMark;

const participant = (body: AttendanceReq): PracticalParticipant => ({
  user_id: body.user_id as number,
  name: `Pessoa ${body.user_id}`,
  cpf: null,
  company_id: null,
  company: null,
  attendance: { method: body.method, signed_at: '2027-03-15T11:00:00.000Z' },
  evaluation: null,
});

/**
 * A stand-in for the server: records one mark per client_id (a retry answers the same mark),
 * refuses a second person's mark with 409, and fails as `next` says until it is reset.
 */
function fakeServer() {
  const recorded = new Map<string, AttendanceReq>();
  const calls: string[] = [];
  const server = {
    recorded,
    calls,
    next: null as null | 'offline' | 'lost-answer' | 500,
    inFlight: 0,
    maxInFlight: 0,
    async send(body: AttendanceReq) {
      calls.push(body.client_id);
      server.inFlight++;
      server.maxInFlight = Math.max(server.maxInFlight, server.inFlight);
      await new Promise((r) => setTimeout(r, 1));
      server.inFlight--;
      if (server.next === 'offline') throw new TypeError('Failed to fetch');
      if (server.next === 500) throw new ApiError(500, { message: 'Erro interno' }, 'Erro 500');
      const person = [...recorded.values()].find((m) => m.user_id === body.user_id);
      if (person && !recorded.has(body.client_id))
        throw new ApiError(409, { message: PRACTICAL_MSG.alreadyAttended }, 'Erro 409');
      recorded.set(body.client_id, body);
      if (server.next === 'lost-answer') throw new TypeError('Failed to fetch');
      return { participant: participant(body), message: PRACTICAL_MSG.attendanceRecorded };
    },
  };
  return server;
}

function setup(storage = memoryStorage(), server = fakeServer()) {
  const settled: string[] = [];
  const queue = createAttendanceQueue({
    storage,
    key: KEY,
    send: server.send,
    onSettled: (m, outcome) => settled.push(`${m.client_id}:${outcome.kind}`),
  });
  return { storage, server, queue, settled };
}

describe('the offline attendance queue', () => {
  it('stores a mark before sending it and forgets it once the server answers 201', async () => {
    const storage = memoryStorage();
    const server = fakeServer();
    const seen: QueuedMark[][] = [];
    const send = server.send;
    server.send = async (body) => {
      seen.push(stored(storage));
      return send(body);
    };
    const { queue } = setup(storage, server);
    const outcome = await queue.submit(mark(1));
    expect(seen[0]?.map((m) => m.client_id)).toEqual(['device-1-0001']);
    expect(outcome).toMatchObject({ kind: 'sent', message: PRACTICAL_MSG.attendanceRecorded });
    expect(storage.getItem(KEY)).toBeNull();
    expect(queue.list()).toEqual([]);
  });

  it('keeps marks made offline, in order, and sends them one at a time when the network is back', async () => {
    const { storage, server, queue, settled } = setup();
    server.next = 'offline';
    for (const userId of [3, 1, 2]) expect(await queue.submit(mark(userId))).toEqual({ kind: 'waiting' });
    expect(stored(storage).map((m) => m.user_id)).toEqual([3, 1, 2]);
    // The first failure stops each run: the later marks are not tried out of order.
    expect(server.calls).toEqual(['device-3-0001', 'device-3-0001', 'device-3-0001']);

    server.next = null;
    server.calls.length = 0;
    await queue.flush();
    expect(server.calls).toEqual(['device-3-0001', 'device-1-0001', 'device-2-0001']);
    expect(server.maxInFlight).toBe(1);
    expect(settled).toEqual(['device-3-0001:sent', 'device-1-0001:sent', 'device-2-0001:sent']);
    expect(storage.getItem(KEY)).toBeNull();
  });

  it('keeps the mark on a 5xx just as on a network failure', async () => {
    const { storage, server, queue } = setup();
    server.next = 500;
    expect(await queue.submit(mark(1))).toEqual({ kind: 'waiting' });
    expect(stored(storage)).toHaveLength(1);
    expect(queue.list()).toHaveLength(1);
  });

  it("drops a mark the server refuses (4xx) with the server's message, and goes on with the next", async () => {
    const { storage, server, queue, settled } = setup();
    await queue.submit(mark(1, 'tablet-a-0001'));
    server.next = 'offline';
    await queue.submit(mark(1, 'tablet-b-0001'));
    await queue.submit(mark(2));
    server.next = null;
    await queue.flush();
    expect(settled).toEqual(['tablet-a-0001:sent', 'tablet-b-0001:refused', 'device-2-0001:sent']);
    expect(storage.getItem(KEY)).toBeNull();
    expect([...server.recorded.keys()]).toEqual(['tablet-a-0001', 'device-2-0001']);

    const refused = await queue.submit(mark(2, 'tablet-c-0001'));
    expect(refused.kind).toBe('refused');
    expect(refused.kind === 'refused' && refused.error.message).toBe(PRACTICAL_MSG.alreadyAttended);
  });

  it('keeps a mark after a 401: the sign-in ended, the mark is still good', async () => {
    const storage = memoryStorage();
    const queue = createAttendanceQueue({
      storage,
      key: KEY,
      send: () => Promise.reject(new ApiError(401, { message: 'Sessão expirada' }, 'Erro 401')),
    });
    expect(await queue.submit(mark(1))).toEqual({ kind: 'waiting' });
    expect(stored(storage)).toHaveLength(1);
  });

  it('replays a mark whose answer was lost with the same client_id, and the server keeps one', async () => {
    const { storage, server, queue, settled } = setup();
    server.next = 'lost-answer';
    expect(await queue.submit(mark(1))).toEqual({ kind: 'waiting' });
    expect(server.recorded.size).toBe(1);
    server.next = null;
    await queue.flush();
    expect(server.calls).toEqual(['device-1-0001', 'device-1-0001']);
    expect(server.recorded.size).toBe(1);
    expect(settled).toEqual(['device-1-0001:sent']);
    expect(storage.getItem(KEY)).toBeNull();
  });

  it('finds the marks of an earlier page load and sends each once, however many flushes overlap', async () => {
    const storage = memoryStorage();
    const offline = setup(storage);
    offline.server.next = 'offline';
    await offline.queue.submit(mark(1));
    await offline.queue.submit(mark(2));

    const { server, queue } = setup(storage);
    expect(queue.list().map((m) => m.user_id)).toEqual([1, 2]);
    await Promise.all([queue.flush(), queue.flush(), queue.flush()]);
    expect(server.calls).toEqual(['device-1-0001', 'device-2-0001']);
    expect(queue.list()).toEqual([]);
  });

  it('keeps the marks another tab of the same session queued meanwhile', async () => {
    const storage = memoryStorage();
    const tabA = setup(storage);
    const tabB = setup(storage);
    tabA.server.next = 'offline';
    tabB.server.next = 'offline';
    await tabA.queue.submit(mark(1));
    await tabB.queue.submit(mark(2));
    expect(stored(storage).map((m) => m.user_id)).toEqual([1, 2]);
    tabB.server.next = null;
    await tabB.queue.flush();
    expect(tabB.server.calls.slice(-2)).toEqual(['device-1-0001', 'device-2-0001']);
    expect(storage.getItem(KEY)).toBeNull();
  });

  it('works in memory when storage is blocked or holds garbage', async () => {
    const storage = memoryStorage();
    storage.data.set(KEY, '{not json');
    storage.setItem = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    const { server, queue } = setup(storage);
    expect(queue.list()).toEqual([]);
    server.next = 'offline';
    await queue.submit(mark(1));
    expect(queue.list()).toHaveLength(1);
    server.next = null;
    await queue.flush();
    expect(queue.list()).toEqual([]);
  });
});
