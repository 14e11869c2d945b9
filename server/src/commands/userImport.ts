import { randomBytes } from 'node:crypto';
import { Op, type Transaction } from 'sequelize';
import { inTransaction } from '../db/transaction';
import { Company, Enrollment, User } from '../models';
import { can } from '../policies/grants';
import type { ImportScope } from '../queries/userImport';
import { runtime } from '../runtime';
import { type Actor, audit } from '../services/audit';
import { now } from '../services/clock';
import { hashPassword, NO_PASSWORD } from '../services/passwords';
import { companyKey, type ImportRow } from '../services/userCsv';
import { enrollmentsCreated, usersCreated } from '../services/webhooks/events';

export interface ImportOptions extends ImportScope {
  sendWelcome?: boolean;
  onProgress?: (done: number, total: number) => void;
}

export interface ImportResult {
  created: number;
  updated: number;
  companiesCreated: number;
  enrolled: number;
}

async function resolveCompanies(rows: ImportRow[], create: boolean, transaction: Transaction) {
  const companies = await Company.findAll({ transaction });
  const byName = new Map(companies.map((c) => [c.name.toLowerCase(), c]));
  const byCnpj = new Map(companies.filter((c) => c.cnpj).map((c) => [c.cnpj as string, c]));
  let created = 0;
  const idFor = new Map<string, number>();
  for (const row of rows) {
    if (!row.company || idFor.has(row.company)) continue;
    const key = companyKey(row.company);
    let company = 'cnpj' in key ? byCnpj.get(key.cnpj) : byName.get(key.name.toLowerCase());
    if (!company && create && 'name' in key) {
      company = await Company.create({ name: key.name }, { transaction });
      byName.set(key.name.toLowerCase(), company);
      created += 1;
    }
    if (company) idFor.set(row.company, company.id);
  }
  return { idFor, created };
}

/**
 * Imports the rows in ONE transaction (all or nothing): new e-mails become users who change
 * their password at the first login, known e-mails are updated (re-running never duplicates).
 * Welcome e-mails go out after the commit.
 */
export async function userImporter(rows: ImportRow[], options: ImportOptions, actor: Actor): Promise<ImportResult> {
  const welcome: { user: User; password: string }[] = [];
  const result = await inTransaction(async (transaction) => {
    const { idFor, created: companiesCreated } = await resolveCompanies(
      rows,
      Boolean(options.createCompanies),
      transaction,
    );
    const existing = new Map(
      (await User.findAll({ where: { email: { [Op.in]: rows.map((r) => r.email) } }, transaction })).map((u) => [
        u.email,
        u,
      ]),
    );
    let created = 0;
    let updated = 0;
    let enrolled = 0;
    const newUsers: User[] = [];
    const newlyEnrolled = new Set<number>();
    const enrolledAlready = options.enrollCourseId
      ? new Set(
          (
            await Enrollment.findAll({
              attributes: ['user_id'],
              where: { course_id: options.enrollCourseId },
              transaction,
            })
          ).map((e) => e.user_id),
        )
      : new Set<number>();
    for (const [i, row] of rows.entries()) {
      const fields = {
        name: row.name,
        cpf: row.cpf,
        phone: row.phone,
        modality: row.modality,
        company_id: row.company ? (idFor.get(row.company) ?? null) : null,
      };
      let user = existing.get(row.email);
      if (user) {
        // An import never demotes a user manager (an admin) nor changes anyone's password.
        await user.update({ ...fields, ...(can(user, 'users.manage') ? {} : { role: row.role }) }, { transaction });
        updated += 1;
      } else {
        // Without a welcome e-mail nobody would ever learn a generated password: the user sets one
        // through 'Esqueci minha senha', and the import hashes nothing.
        const password = options.sendWelcome ? randomBytes(9).toString('base64url') : null;
        user = await User.create(
          {
            ...fields,
            email: row.email,
            role: row.role,
            password_hash: password ? await hashPassword(password) : NO_PASSWORD,
            must_change_password: true,
          },
          { transaction },
        );
        if (password) welcome.push({ user, password });
        newUsers.push(user);
        created += 1;
      }
      if (options.enrollCourseId && can(user, 'courses.study') && !enrolledAlready.has(user.id)) {
        await Enrollment.create(
          { user_id: user.id, course_id: options.enrollCourseId, enrolled_at: now() },
          { transaction },
        );
        enrolledAlready.add(user.id);
        newlyEnrolled.add(user.id);
        enrolled += 1;
      }
      options.onProgress?.(i + 1, rows.length);
    }
    await usersCreated(newUsers, transaction);
    if (options.enrollCourseId) {
      const courseId = options.enrollCourseId;
      await enrollmentsCreated(
        [...newlyEnrolled].map((userId) => ({ userId, courseId })),
        now(),
        transaction,
      );
    }
    await audit(
      actor,
      {
        action: 'USUARIOS_IMPORTADOS',
        description: `Importação de usuários: ${created} criados, ${updated} atualizados, ${companiesCreated} empresas criadas, ${enrolled} matrículas`,
      },
      transaction,
    );
    return { created, updated, companiesCreated, enrolled };
  });
  if (options.sendWelcome) {
    const { mailer, config } = runtime();
    for (const { user, password } of welcome) {
      try {
        await mailer.send({
          to: user.email,
          subject: 'Bem-vindo(a)! Seus dados de acesso',
          template: 'welcome',
          data: { name: user.name, email: user.email, password, loginUrl: `${config.publicUrl}/login` },
        });
      } catch (err) {
        await audit(actor, {
          action: 'EMAIL_FALHOU',
          level: 'error',
          description: `Falha no e-mail de boas-vindas para ${user.email}`,
          message: (err as Error).message,
        });
      }
    }
  }
  return result;
}
