import { describe, expect, it } from 'vitest';
import type { User } from '../models';
import { canChangeStatusOf, canDeleteUser, canEditUser, canManageCompanies, canViewUser } from '.';

const admin = { id: 1, role: 'admin' } as User;
const student = { id: 2, role: 'student' } as User;

describe('policies', () => {
  it('students reach only their own profile; admins reach everyone', () => {
    expect(canViewUser(student, 2)).toBe(true);
    expect(canViewUser(student, 3)).toBe(false);
    expect(canEditUser(student, 3)).toBe(false);
    expect(canViewUser(admin, 3)).toBe(true);
  });

  it('an admin cannot deactivate or delete themselves', () => {
    expect(canChangeStatusOf(admin, 1)).toBe(false);
    expect(canDeleteUser(admin, 1)).toBe(false);
    expect(canDeleteUser(admin, 2)).toBe(true);
    expect(canDeleteUser(student, 2)).toBe(false);
  });

  it('only admins manage companies', () => {
    expect(canManageCompanies(admin)).toBe(true);
    expect(canManageCompanies(student)).toBe(false);
  });
});
