import { BACKUP_MSG } from '@trilha/sdk/contract';
import { describe, expect, it } from 'vitest';
import { authorizeRestore } from './backups';
import { outcome } from './outcome';

describe('confirming a restore', () => {
  const analysedByOne = { user_id: 1 };

  it('is for the admin who uploaded and analysed the backup', () => {
    expect(outcome(() => authorizeRestore({ id: 1 }, analysedByOne))).toBe('allowed');
  });

  it("answers 404 for another admin's analysis, as for an unknown or used one", () => {
    const notFound = `404 not_found ${BACKUP_MSG.restoreNotFound}`;
    expect(outcome(() => authorizeRestore({ id: 5 }, analysedByOne))).toBe(notFound);
    expect(outcome(() => authorizeRestore({ id: 1 }, null))).toBe(notFound);
  });
});
