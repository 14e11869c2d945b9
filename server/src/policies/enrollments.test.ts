import { COURSE_MSG } from '@trilha/sdk/contract';
import { describe, expect, it } from 'vitest';
import type { User } from '../models';
import { authorizeEnrollee, LEARNER_ROLES } from './enrollments';
import { outcome } from './outcome';

const person = (role: User['role'], is_active = true) => ({ role, is_active }) as User;

describe('who may be enrolled', () => {
  it('enrols active learners: students; an instructor runs practical sessions instead', () => {
    expect(outcome(() => authorizeEnrollee(person('student')))).toBe('allowed');
    expect(outcome(() => authorizeEnrollee(person('instructor')))).toBe(`400 bad_request ${COURSE_MSG.onlyStudents}`);
  });

  it('refuses admins: they open every course without an enrolment', () => {
    expect(outcome(() => authorizeEnrollee(person('admin')))).toBe(`400 bad_request ${COURSE_MSG.onlyStudents}`);
    expect(outcome(() => authorizeEnrollee(person('admin', false)))).toBe(`400 bad_request ${COURSE_MSG.onlyStudents}`);
  });

  it('refuses inactive learners', () => {
    expect(outcome(() => authorizeEnrollee(person('student', false)))).toBe(
      `400 bad_request ${COURSE_MSG.inactiveUser}`,
    );
  });

  it('enrols a whole company among the learner roles only', () => {
    expect([...LEARNER_ROLES].sort()).toEqual(['student']);
  });
});
