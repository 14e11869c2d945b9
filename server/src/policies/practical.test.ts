import { MSG, PRACTICAL_MSG } from '@trilha/sdk/contract';
import { describe, expect, it } from 'vitest';
import type { User } from '../models';
import { outcome } from './outcome';
import { attendanceListScope, authorizeSessionInstructor, authorizeSessionView } from './practical';

const person = (id: number, role: User['role'], company_id: number | null = null) => ({ id, role, company_id }) as User;
const admin = person(1, 'admin');
const rui = person(2, 'instructor');
const sara = person(3, 'instructor');
const student = person(4, 'student', 10);
const manager = person(5, 'manager', 10);
const ruisSession = { instructor_id: 2 };

describe('practical sessions', () => {
  it('show a session to admins and to its instructor; another instructor gets 404', () => {
    expect(outcome(() => authorizeSessionView(admin, ruisSession))).toBe('allowed');
    expect(outcome(() => authorizeSessionView(rui, ruisSession))).toBe('allowed');
    expect(outcome(() => authorizeSessionView(sara, ruisSession))).toBe(`404 not_found ${PRACTICAL_MSG.notFound}`);
  });

  it("let only the session's instructor mark and rate: an admin reads but does not sign", () => {
    expect(outcome(() => authorizeSessionInstructor(rui, ruisSession))).toBe('allowed');
    expect(outcome(() => authorizeSessionInstructor(admin, ruisSession))).toBe(
      `403 forbidden ${PRACTICAL_MSG.notYourSession}`,
    );
    expect(outcome(() => authorizeSessionInstructor(sara, ruisSession))).toBe(
      `404 not_found ${PRACTICAL_MSG.notFound}`,
    );
  });

  it("give the whole attendance list to admins and the instructor, a manager their company's lines", () => {
    expect(attendanceListScope(admin, ruisSession)).toEqual({ companyId: null });
    expect(attendanceListScope(rui, ruisSession)).toEqual({ companyId: null });
    expect(attendanceListScope(manager, ruisSession)).toEqual({ companyId: 10 });
    expect(outcome(() => attendanceListScope(sara, ruisSession))).toBe(`404 not_found ${PRACTICAL_MSG.notFound}`);
    expect(outcome(() => attendanceListScope(student, ruisSession))).toBe(`403 forbidden ${MSG.forbidden}`);
  });
});
