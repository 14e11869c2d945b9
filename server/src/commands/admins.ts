import { randomBytes } from 'node:crypto';
import { MSG } from '@trilha/sdk/contract';
import type { Config } from '../config';
import { inTransaction } from '../db/transaction';
import { ConflictError } from '../errors';
import { User } from '../models';
import { type Actor, audit, systemActor } from '../services/audit';
import { announce } from '../services/logger';
import { hashPassword } from '../services/passwords';

export interface AdminInput {
  email: string;
  password: string;
  name: string;
}

/** Creates an admin with no forced password change (used by first start and `trilha admin create`). */
export async function adminCreator(input: AdminInput, actor: Actor = systemActor): Promise<User> {
  const password_hash = await hashPassword(input.password);
  return inTransaction(async (transaction) => {
    if (await User.findOne({ where: { email: input.email.toLowerCase() }, transaction })) {
      throw ConflictError(MSG.emailInUse);
    }
    const user = await User.create(
      { name: input.name, email: input.email.toLowerCase(), password_hash, role: 'admin', must_change_password: false },
      { transaction },
    );
    await audit(actor, { action: 'USUARIO_CRIADO', description: `Administrador criado: ${user.email}` }, transaction);
    return user;
  });
}

/**
 * On a database with no admin, creates one from ADMIN_EMAIL/ADMIN_PASSWORD, or with a random
 * password printed once.
 */
export async function firstAdminSeeder(config: Config): Promise<void> {
  if (await User.count({ where: { role: 'admin' } })) return;
  const email = config.admin.email ?? 'admin@trilhasegura.local';
  const password = config.admin.password ?? randomBytes(9).toString('base64url');
  await adminCreator({ email, password, name: config.admin.name });
  if (!config.admin.password) {
    announce(`Administrador criado: ${email} — senha (mostrada só agora): ${password}`, { email });
  }
}
