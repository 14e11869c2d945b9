import { EmailSchema, PasswordSchema } from '@trilha/sdk/contract';
import { adminCreator } from '@trilha/server/lib';
import { Command } from 'commander';
import { UsageError } from '../errors';
import { ask } from '../prompt';
import { withRuntime } from '../runtime';

const check = (schema: typeof EmailSchema | typeof PasswordSchema) => (v: string) => {
  const r = schema.safeParse(v);
  return r.success ? true : (r.error.issues[0]?.message ?? 'valor inválido');
};

export const adminCommand = new Command('admin').description('Administradores da plataforma');

adminCommand
  .command('create')
  .description('Cria um administrador (sem troca de senha obrigatória)')
  .option('--email <email>', 'e-mail do administrador')
  .option('--name <nome>', 'nome exibido', 'Administrador')
  .option('--password <senha>', 'senha (mínimo 6 caracteres); ou use TRILHA_ADMIN_PASSWORD')
  .addHelpText(
    'after',
    '\nExemplo:\n  $ trilha admin create --email ana@empresa.com.br --name "Ana Souza" --password "s3nh@forte"',
  )
  .action(async (opts: { email?: string; name: string; password?: string }) => {
    const email =
      opts.email ?? (await ask('o e-mail', '--email', { message: 'E-mail:', validate: check(EmailSchema) }));
    const password =
      opts.password ??
      process.env.TRILHA_ADMIN_PASSWORD ??
      (await ask('a senha', '--password', { message: 'Senha:', secret: true, validate: check(PasswordSchema) }));
    const parsedEmail = EmailSchema.safeParse(email);
    if (!parsedEmail.success) throw new UsageError(`e-mail inválido: ${email}`);
    const parsedPassword = PasswordSchema.safeParse(password);
    if (!parsedPassword.success) throw new UsageError(parsedPassword.error.issues[0]?.message ?? 'senha inválida');
    await withRuntime(async () => {
      const user = await adminCreator(
        { email: parsedEmail.data, password: parsedPassword.data, name: opts.name },
        { user: null, ip: null, source: 'cli' },
      );
      console.info(`Administrador criado: ${user.email} (id ${user.id})`);
    });
  });
