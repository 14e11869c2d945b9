import { BACKUP_FILENAME_RE, formatBackupSize } from '@trilha/sdk/contract';
import { describe, expect, it } from 'vitest';
import { sqlDateTimeToIso } from './dump';
import { backupFileName, localMinute, parseBackupFileName } from './names';
import { type ColumnInfo, columnKind, fromPortable, parseDateTime, toPortable } from './values';

const column = (type: string, wholeSeconds = false): ColumnInfo => ({
  name: 'c',
  type,
  kind: columnKind(type),
  allowNull: true,
  wholeSeconds,
});

describe('portable values', () => {
  it('reads the date forms of both drivers as the same instant', () => {
    const iso = '2026-03-04T05:06:07.890Z';
    const dt = column('DATETIME');
    expect(toPortable('2026-03-04 05:06:07.890 +00:00', dt)).toBe(iso);
    expect(toPortable('2026-03-04 02:06:07.890 -03:00', dt)).toBe(iso);
    expect(toPortable(new Date(iso), dt)).toBe(iso);
    expect(toPortable('2026-03-04 05:06:07', dt)).toBe('2026-03-04T05:06:07.000Z');
    expect(parseDateTime('ontem')).toBeNull();
  });

  it('keeps booleans, numbers and text apart whatever SQLite stored', () => {
    expect(toPortable(1, column('TINYINT(1)'))).toBe(true);
    expect(toPortable(0, column('TINYINT(1)'))).toBe(false);
    expect(toPortable('42', column('INT(11)'))).toBe(42);
    expect(toPortable(587, column('TEXT'))).toBe('587');
    expect(toPortable(null, column('DATETIME'))).toBeNull();
  });

  it('refuses values a dump cannot hold, and keeps whole seconds for MySQL DATETIME', () => {
    expect(() => fromPortable({ $ne: 1 }, column('VARCHAR(255)'))).toThrow();
    expect(() => fromPortable('amanhã', column('DATETIME'))).toThrow();
    expect(() => fromPortable('sim', column('TINYINT(1)'))).toThrow();
    expect(() => fromPortable(true, column('TEXT'))).toThrow();
    expect(fromPortable('2026-03-04T05:06:07.890Z', column('DATETIME', true))).toEqual(
      new Date('2026-03-04T05:06:07.000Z'),
    );
    expect(fromPortable(1, column('TINYINT(1)'))).toBe(true);
  });
});

describe('MySQL dump fast path', () => {
  it('turns DATETIME text into the ISO form the Date path writes', () => {
    const dt = column('DATETIME');
    for (const text of ['2026-03-04 05:06:07', '2026-03-04 05:06:07.8', '2026-03-04 05:06:07.890123']) {
      expect(sqlDateTimeToIso(text, dt)).toBe(toPortable(new Date(`${text.replace(' ', 'T').slice(0, 23)}Z`), dt));
    }
    expect(sqlDateTimeToIso('2026-03-04 05:06:07.890', dt)).toBe('2026-03-04T05:06:07.890Z');
    // Anything else goes through the general parser.
    expect(sqlDateTimeToIso('2026-03-04T05:06:07Z', dt)).toBe('2026-03-04T05:06:07.000Z');
  });
});

describe('backup file names', () => {
  it('carry São Paulo time and their origin, and parse back', () => {
    const at = new Date('2026-11-22T05:00:00Z');
    const manual = backupFileName(at, 'manual');
    expect(manual).toBe('backup-2026-11-22-020000.zip');
    expect(backupFileName(at, 'schedule', 7)).toBe('backup-2026-11-22-020000-agendado-7.zip');
    expect(backupFileName(at, 'pre-restore', undefined, 2)).toBe('backup-2026-11-22-020000-pre-restauracao-2.zip');
    expect(parseBackupFileName('backup-2026-11-22-020000-agendado-7.zip')).toEqual({
      createdAt: at,
      source: 'schedule',
      scheduleId: 7,
    });
    expect(localMinute(at)).toBe('2026-11-22 02:00');
  });

  it('accept nothing else', () => {
    for (const name of [
      '../backup-2026-11-22-020000.zip',
      'backup-2026-11-22-020000.zip/x',
      'trilha.sqlite',
      '.partial-1',
    ]) {
      expect(BACKUP_FILENAME_RE.test(name)).toBe(false);
      expect(parseBackupFileName(name)).toBeNull();
    }
  });

  it('sizes show in Bytes, KB, MB or GB', () => {
    expect(formatBackupSize(512)).toBe('512 Bytes');
    expect(formatBackupSize(1536)).toBe('1,50 KB');
    expect(formatBackupSize(5 * 1024 ** 2)).toBe('5,00 MB');
    expect(formatBackupSize(3 * 1024 ** 3)).toBe('3,00 GB');
  });
});
