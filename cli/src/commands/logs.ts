import { LogCleanupSchema } from '@trilha/sdk/contract';
import { logCleaner } from '@trilha/server/lib';
import { Command } from 'commander';
import { UsageError } from '../errors';
import { printJson } from '../output';
import { confirm } from '../prompt';
import { withRuntime } from '../runtime';

export const logsCommand = new Command('logs').description('Logs do sistema');

logsCommand
  .command('cleanup')
  .description('Remove logs com mais de N dias (0 remove todos)')
  .requiredOption('--days <n>', 'dias a manter (mínimo 0)')
  .option('--yes', 'confirma sem perguntar')
  .option('--json', 'saída em JSON')
  .addHelpText(
    'after',
    '\nExemplo (cron, manter 90 dias):\n  30 3 * * *  cd /opt/trilha && npx trilha logs cleanup --days 90 --yes',
  )
  .action(async (opts: { days: string; yes?: boolean; json?: boolean }) => {
    const parsed = LogCleanupSchema.safeParse({ days: opts.days, confirm: true });
    if (!parsed.success || !/^\d+$/.test(opts.days))
      throw new UsageError('Por favor, insira um número válido de dias (mínimo 0).');
    const days = parsed.data.days;
    const question =
      days === 0
        ? 'Tem certeza que deseja remover TODOS os logs?'
        : `Tem certeza que deseja remover logs com mais de ${days} dias?`;
    if (!opts.yes && !(await confirm('--yes', `${question} Esta ação não pode ser desfeita.`))) {
      console.info('Limpeza cancelada.');
      return;
    }
    await withRuntime(async () => {
      const deletedCount = await logCleaner(days, { user: null, ip: null, source: 'cli' });
      if (opts.json) printJson({ deletedCount });
      else console.info(`Limpeza concluída! ${deletedCount} logs foram removidos.`);
    });
  });
