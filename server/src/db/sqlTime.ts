import type { Sequelize } from 'sequelize';

/**
 * An instant as a raw statement's replacement, milliseconds kept: Sequelize escapes a Date to whole
 * seconds on MySQL, which a DATETIME(3) column (progress timestamps) must not lose. The text is
 * what Sequelize itself writes through a model: UTC, with SQLite's ' +00:00' suffix.
 */
export function sqlTime(sequelize: Sequelize, at: Date): string {
  const text = at.toISOString().replace('T', ' ').replace('Z', '');
  return sequelize.getDialect() === 'sqlite' ? `${text} +00:00` : text;
}
