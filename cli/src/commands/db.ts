import { migrate } from '@trilha/server/lib';
import { Command } from 'commander';
import { withRuntime } from '../runtime';

export const dbCommand = new Command('db').description('Banco de dados');

dbCommand
  .command('migrate')
  .description('Aplica as migrações pendentes ao banco de DATABASE_URL (padrão: SQLite em DATA_DIR)')
  .addHelpText('after', '\nExemplo:\n  $ DATABASE_URL=mysql://trilha:senha@127.0.0.1/trilha trilha db migrate')
  .action(async () => {
    await withRuntime(
      async (config) => {
        const { runtime } = await import('@trilha/server/lib');
        const applied = await migrate(runtime().sequelize);
        const where = config.databaseUrl.replace(/\/\/[^@]*@/, '//***@');
        console.info(
          applied.length
            ? `Migrações aplicadas em ${where}: ${applied.join(', ')}`
            : `Banco ${where} já está atualizado.`,
        );
      },
      { migrate: false },
    );
  });
