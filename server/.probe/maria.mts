import { QueryTypes } from 'sequelize';
import { migrate } from '../src/db/migrate';
import { createSequelize, prepareConnection } from '../src/db/sequelize';
import { startMariaDb } from '../test/harness/mariadb';

const m = await startMariaDb();
const url = await m.createDatabase('probe');
const s = createSequelize(url, false);
await prepareConnection(s);
await migrate(s);
const qi = s.getQueryInterface();
console.log(await qi.showAllTables());
const d = await qi.describeTable('courses');
console.log(Object.fromEntries(Object.entries(d).map(([k, v]) => [k, v.type + (v.primaryKey ? ' PK' : '')])));
console.log(
  Object.fromEntries(
    Object.entries(await qi.describeTable('settings')).map(([k, v]) => [k, v.type + (v.primaryKey ? ' PK' : '')]),
  ),
);
console.log(
  Object.fromEntries(Object.entries(await qi.describeTable('lesson_attachments')).map(([k, v]) => [k, v.type])),
);
for (const t of ['courses', 'users']) console.log(t, await qi.getForeignKeyReferencesForTable(t));
await s.query(
  "INSERT INTO companies (name, is_active, created_at, updated_at) VALUES ('x', 1, '2024-01-02 03:04:05.678', '2024-01-02 03:04:05')",
);
console.log(await s.query('SELECT * FROM companies', { type: QueryTypes.SELECT }));
console.log(await s.query('SELECT name FROM schema_migrations', { type: QueryTypes.SELECT }));
await s.close();
await m.stop();
