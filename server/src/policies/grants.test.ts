import { CAPABILITIES, ROLES } from '@trilha/sdk/contract';
import { describe, expect, it } from 'vitest';
import { can, GRANTS } from './grants';

describe('the policy table', () => {
  it('has a row for every role, naming only known capabilities', () => {
    expect(Object.keys(GRANTS).sort()).toEqual([...ROLES].sort());
    for (const granted of Object.values(GRANTS)) {
      for (const capability of granted) expect(CAPABILITIES).toContain(capability);
    }
  });

  it('gives admins the management of the platform, and learners their own study', () => {
    expect(can({ role: 'admin' }, 'backups.manage')).toBe(true);
    expect(can({ role: 'admin' }, 'courses.study')).toBe(false);
    expect(can({ role: 'student' }, 'courses.study')).toBe(true);
    expect(can({ role: 'student' }, 'users.manage')).toBe(false);
    expect(can({ role: 'instructor' }, 'reports.read')).toBe(false);
  });

  it('grants nothing to no one, or to a role the table does not know', () => {
    expect(can(undefined, 'courses.study')).toBe(false);
    expect(can({ role: 'auditor' } as never, 'reports.read')).toBe(false);
  });
});
