import { MSG } from '@trilha/sdk/contract';
import { describe, expect, it } from 'vitest';
import type { User } from '../models';
import { outcome } from './outcome';
import { authorizeUser, editableUserFields, scopedNewUser, type UserAction } from './users';

const admin = { id: 1, role: 'admin' } as User;
const student = { id: 2, role: 'student' } as User;
const instructor = { id: 4, role: 'instructor' } as User;
const manager = { id: 50, role: 'manager', company_id: 10 } as User;

const OWN_ACCOUNT: UserAction[] = ['read', 'update', 'changePassword', 'manageTwoFactor'];
const FORBIDDEN = `403 forbidden ${MSG.forbidden}`;

describe('authorizeUser', () => {
  it('lets everyone read, edit, re-password and switch 2FA on their own account only', () => {
    for (const action of OWN_ACCOUNT) {
      expect(outcome(() => authorizeUser(student, action, 2))).toBe('allowed');
      expect(outcome(() => authorizeUser(instructor, action, 4))).toBe('allowed');
      expect(outcome(() => authorizeUser(student, action, 3))).toBe(FORBIDDEN);
      expect(outcome(() => authorizeUser(instructor, action, 2))).toBe(FORBIDDEN);
    }
  });

  it('lets a user manager do all of it on anyone', () => {
    for (const action of OWN_ACCOUNT) {
      expect(outcome(() => authorizeUser(admin, action, 1))).toBe('allowed');
      expect(outcome(() => authorizeUser(admin, action, 3))).toBe('allowed');
    }
  });

  it('leaves status and deletion to user managers, never on their own account', () => {
    expect(outcome(() => authorizeUser(admin, 'setStatus', 2))).toBe('allowed');
    expect(outcome(() => authorizeUser(admin, 'delete', 2))).toBe('allowed');
    expect(outcome(() => authorizeUser(admin, 'setStatus', 1))).toBe(`403 forbidden ${MSG.cannotChangeOwnStatus}`);
    expect(outcome(() => authorizeUser(admin, 'delete', 1))).toBe(`403 forbidden ${MSG.cannotDeleteSelf}`);
    expect(outcome(() => authorizeUser(student, 'setStatus', 2))).toBe(FORBIDDEN);
    expect(outcome(() => authorizeUser(student, 'delete', 3))).toBe(FORBIDDEN);
  });
});

describe('editableUserFields', () => {
  const none = { account: false, company: false, role: false, status: false, jobRole: false };
  const all = { account: true, company: true, role: true, status: true, jobRole: true };

  it('gives a user their contact data only, whoever they are', () => {
    expect(editableUserFields(student, 2)).toEqual(none);
    expect(editableUserFields(instructor, 4)).toEqual(none);
    expect(editableUserFields(manager, 50)).toEqual(none);
  });

  it('gives an admin every field, but not their own role and status', () => {
    expect(editableUserFields(admin, 3)).toEqual(all);
    expect(editableUserFields(admin, 1)).toEqual({ ...all, role: false, status: false });
  });

  it("gives a manager a worker's account data, status and cargo, never the company or the role", () => {
    expect(editableUserFields(manager, 2)).toEqual({ ...none, account: true, status: true, jobRole: true });
  });
});

describe('a manager on accounts (issue 18)', () => {
  const worker = { id: 2, role: 'student', company_id: 10 } as User;
  const otherWorker = { id: 3, role: 'student', company_id: 11 } as User;
  const fellowManager = { id: 51, role: 'manager', company_id: 10 } as User;

  it("reads, edits and (de)activates their company's workers only", () => {
    for (const action of ['read', 'update', 'setStatus'] as const) {
      expect(outcome(() => authorizeUser(manager, action, 2, worker))).toBe('allowed');
      expect(outcome(() => authorizeUser(manager, action, 3, otherWorker))).toMatch(/^404 /);
      expect(outcome(() => authorizeUser(manager, action, 51, fellowManager))).toMatch(/^404 /);
      expect(outcome(() => authorizeUser(manager, action, 1, admin))).toMatch(/^404 /);
      expect(outcome(() => authorizeUser(manager, action, 999, null))).toMatch(/^404 /);
    }
  });

  it('never deletes a worker, sets their password or touches their 2FA', () => {
    for (const action of ['delete', 'setPassword', 'changePassword', 'manageTwoFactor'] as const)
      expect(outcome(() => authorizeUser(manager, action, 2, worker))).toBe(FORBIDDEN);
  });

  it('creates only students of their own company', () => {
    expect(scopedNewUser(manager, { role: 'student', company_id: null })).toEqual({ role: 'student', company_id: 10 });
    expect(outcome(() => scopedNewUser(manager, { role: 'admin', company_id: 10 }))).toMatch(/^403 /);
    expect(outcome(() => scopedNewUser(manager, { role: 'manager', company_id: 10 }))).toMatch(/^403 /);
    expect(outcome(() => scopedNewUser(manager, { role: 'student', company_id: 11 }))).toMatch(/^403 /);
    expect(scopedNewUser(admin, { role: 'admin', company_id: null })).toEqual({ role: 'admin', company_id: null });
  });
});
