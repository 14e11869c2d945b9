import { demoContentSeeder } from '@trilha/server/lib';
import { Command } from 'commander';
import { withRuntime } from '../runtime';

export const demoCommand = new Command('demo').description('Conteúdo de demonstração');

demoCommand
  .command('seed')
  .description('Cria o catálogo de demonstração (NR-35, NR-10, NR-06) se o banco ainda não tiver cursos')
  .option('--force', 'cria mesmo que já existam cursos')
  .action(async (opts: { force?: boolean }) => {
    await withRuntime(async () => {
      const created = await demoContentSeeder({ force: opts.force });
      console.info(
        created ? 'Catálogo de demonstração criado.' : 'O banco já tem cursos: nada foi feito (use --force).',
      );
    });
  });
