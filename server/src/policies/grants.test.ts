import { CAPABILITIES, ROLES } from '@trilha/sdk/contract';
import { describe, expect, it } from 'vitest';
import { can, companyScope, GRANTS, reachesCompany } from './grants';

describe('the policy table', () => {
  it('has a row for every role, naming only known capabilities', () => {
    expect(Object.keys(GRANTS).sort()).toEqual([...ROLES].sort());
    for (const granted of Object.values(GRANTS)) {
      for (const capability of Object.keys(granted)) expect(CAPABILITIES).toContain(capability);
    }
  });

  it('gives admins the management of the platform, and learners their own study', () => {
    expect(can({ role: 'admin' }, 'backups.manage')).toBe(true);
    expect(can({ role: 'admin' }, 'courses.study')).toBe(false);
    expect(can({ role: 'student' }, 'courses.study')).toBe(true);
    expect(can({ role: 'student' }, 'users.manage')).toBe(false);
    expect(can({ role: 'instructor' }, 'reports.read')).toBe(false);
  });

  it("confines a manager to their company's workers, certificates and reports", () => {
    const manager = { role: 'manager' as const, company_id: 7 };
    expect(companyScope(manager, 'users.manage')).toBe(7);
    expect(reachesCompany(manager, 'certificates.read', 7)).toBe(true);
    expect(reachesCompany(manager, 'certificates.read', 8)).toBe(false);
    expect(reachesCompany(manager, 'certificates.read', null)).toBe(false);
    expect(companyScope({ role: 'admin', company_id: 7 }, 'users.manage')).toBeNull();
    for (const capability of [
      'settings.manage',
      'logs.manage',
      'backups.manage',
      'courses.manage',
      'certificates.manage',
    ] as const)
      expect(can(manager, capability)).toBe(false);
    // A manager left without a company reaches nothing.
    expect(() => companyScope({ role: 'manager', company_id: null }, 'team.read')).toThrow();
  });

  it('grants nothing to no one, or to a role the table does not know', () => {
    expect(can(undefined, 'courses.study')).toBe(false);
    expect(can({ role: 'auditor' } as never, 'reports.read')).toBe(false);
  });
});
