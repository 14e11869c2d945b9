import { describe, expect, it } from 'vitest';
import { authorizeTutoredCourse, authorizeTutoredQuestion, tutorReach } from './tutoring';

describe('tutoring policy', () => {
  it('admins tutor every course, instructors their assigned ones, others none', () => {
    expect(tutorReach({ role: 'admin' }, [])).toBe('all');
    expect(tutorReach({ role: 'instructor' }, [3, 5])).toEqual([3, 5]);
    for (const role of ['student', 'manager'] as const)
      expect(() => tutorReach({ role }, [3])).toThrow('Acesso negado.');
  });

  it('refuses a course filter outside the reach and hides questions outside it', () => {
    expect(() => authorizeTutoredCourse([3], 3)).not.toThrow();
    expect(() => authorizeTutoredCourse([3], 4)).toThrow('Você não é tutor deste curso.');
    expect(() => authorizeTutoredCourse('all', 4)).not.toThrow();
    expect(() => authorizeTutoredQuestion([3], { course_id: 4 })).toThrow('Dúvida não encontrada.');
    expect(() => authorizeTutoredQuestion('all', null)).toThrow('Dúvida não encontrada.');
    expect(() => authorizeTutoredQuestion([3], { course_id: 3 })).not.toThrow();
  });
});
