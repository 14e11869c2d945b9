import type { PracticalSession } from '@trilha/sdk/contract';
import { clockTime, sessionDay } from './attendanceTime';
import { PRACTICAL_INSTRUCTOR_TEXT as TX } from './instructorMessages';

/** What the instructor checks on arrival: the day and times in São Paulo, the place, hours and seats. */
export function AttendanceHeader({ session }: { session: PracticalSession }) {
  const rows: [string, string][] = [
    [TX.date, sessionDay(session.starts_at)],
    [TX.time, TX.timeRange(clockTime(session.starts_at), clockTime(session.ends_at))],
    [TX.place, session.place],
    [TX.hours, TX.hoursValue(session.hours)],
    [TX.seats, TX.seatsValue(session.participants, session.capacity)],
  ];
  return (
    <section className="card attendance-session" aria-labelledby="attendance-session-title">
      <h2 id="attendance-session-title" className="card-title">
        {TX.details}
      </h2>
      <dl className="attendance-facts">
        {rows.map(([term, value]) => (
          <div key={term} className={term === TX.place ? 'attendance-fact attendance-fact-wide' : 'attendance-fact'}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
