import { QueryTypes } from 'sequelize';
import { migrate } from '/work/main/server/src/db/migrate';
import { createSequelize, prepareConnection } from '/work/main/server/src/db/sequelize';

const url = process.argv[2];
const s = createSequelize(url, false);
await prepareConnection(s);
await migrate(s);
const qi = s.getQueryInterface();
const tables = await qi.showAllTables();
console.log(tables);
console.log(await qi.describeTable('courses'));
for (const t of ['courses', 'users', 'settings', 'lesson_progress'])
  console.log(t, await qi.getForeignKeyReferencesForTable(t));
await s.query(
  "INSERT INTO companies (name, is_active, created_at, updated_at) VALUES ('x', 1, '2024-01-02 03:04:05.678 +00:00', '2024-01-02 03:04:05')",
);
console.log(await s.query('SELECT * FROM companies', { type: QueryTypes.SELECT }));
await s.close();
