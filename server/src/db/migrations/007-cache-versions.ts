import { randomBytes } from 'node:crypto';
import { DataTypes, type QueryInterface } from 'sequelize';

/**
 * Versions of data that every server keeps in memory and checks on each use with one primary-key
 * read (the CORS origins of the embedding companies). A change writes a new random
 * version in its own transaction, so every node reloads on its next request, not after a timeout.
 */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('cache_versions', {
    name: { type: DataTypes.STRING(64), primaryKey: true, allowNull: false },
    version: { type: DataTypes.STRING(24), allowNull: false },
  });
  await qi.bulkInsert('cache_versions', [{ name: 'embed_origins', version: randomBytes(12).toString('base64url') }]);
}

export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('cache_versions');
}
