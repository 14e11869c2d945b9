import { EMBED_MSG } from '@trilha/sdk/contract';
import { describe, expect, it } from 'vitest';
import type { User } from '../models';
import { authorizeEmbedStudent, keyReaches } from './integrations';
import { outcome } from './outcome';

const person = (role: User['role'], is_active = true) => ({ role, is_active }) as User;

describe('keyReaches', () => {
  it('reaches the workers of the key company only', () => {
    expect(keyReaches({ company_id: 7 }, { id: 7 })).toBe(true);
    expect(keyReaches({ company_id: 8 }, { id: 7 })).toBe(false);
    expect(keyReaches({ company_id: null }, { id: 7 })).toBe(false);
  });
});

describe('authorizeEmbedStudent', () => {
  it('mints widget tokens for active students only: an instructor studies nothing', () => {
    expect(outcome(() => authorizeEmbedStudent(person('student')))).toBe('allowed');
    expect(outcome(() => authorizeEmbedStudent(person('instructor')))).toBe(`403 forbidden ${EMBED_MSG.notStudent}`);
  });

  it('refuses admins, active or not, before looking at the status', () => {
    expect(outcome(() => authorizeEmbedStudent(person('admin')))).toBe(`403 forbidden ${EMBED_MSG.notStudent}`);
    expect(outcome(() => authorizeEmbedStudent(person('admin', false)))).toBe(`403 forbidden ${EMBED_MSG.notStudent}`);
  });

  it('refuses inactive workers', () => {
    expect(outcome(() => authorizeEmbedStudent(person('student', false)))).toBe(
      `403 forbidden ${EMBED_MSG.userInactive}`,
    );
  });
});
