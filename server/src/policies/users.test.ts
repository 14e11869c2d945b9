import { MSG } from '@trilha/sdk/contract';
import { describe, expect, it } from 'vitest';
import type { User } from '../models';
import { outcome } from './outcome';
import { authorizeUser, editableUserFields, type UserAction } from './users';

const admin = { id: 1, role: 'admin' } as User;
const student = { id: 2, role: 'student' } as User;
const instructor = { id: 4, role: 'instructor' } as User;

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
  it('gives a user their contact data only, whoever they are', () => {
    expect(editableUserFields(student, 2)).toEqual({ account: false, access: false });
    expect(editableUserFields(instructor, 4)).toEqual({ account: false, access: false });
  });

  it('gives a user manager every field, but not their own role and status', () => {
    expect(editableUserFields(admin, 3)).toEqual({ account: true, access: true });
    expect(editableUserFields(admin, 1)).toEqual({ account: true, access: false });
  });
});
