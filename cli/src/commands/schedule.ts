import { BackupScheduleCreateSchema } from '@trilha/sdk/contract';
import { BackupSchedule, scheduleCreator, scheduleDeleter, scheduleToggler } from '@trilha/server/lib';
import { Command } from 'commander';
import { UsageError } from '../errors';
import { printJson, printTable } from '../output';
import { withRuntime } from '../runtime';

export const scheduleCommand = new Command('schedule').description('Agendamentos de backup (executados pelo servidor)');
const cli = { user: null, ip: null, source: 'cli' as const };

const idArg = (v: string) => {
  const n = Number(v);
  if (!Number.isInteger(n) || n <= 0) throw new UsageError(`id inválido: ${v}`);
  return n;
};

scheduleCommand
  .command('list')
  .description('Lista os agendamentos')
  .option('--json', 'saída em JSON')
  .action(async (opts: { json?: boolean }) => {
    await withRuntime(async () => {
      const rows = (await BackupSchedule.findAll({ order: [['id', 'ASC']] })).map((s) => ({
        id: s.id,
        nome: s.name,
        frequencia: s.frequency,
        hora: s.time,
        ativo: s.enabled ? 'sim' : 'não',
        retencao_dias: s.retention_days,
      }));
      if (opts.json) printJson(rows);
      else if (!rows.length) console.info('Nenhum agendamento.');
      else printTable(rows, ['id', 'nome', 'frequencia', 'hora', 'ativo', 'retencao_dias']);
    });
  });

scheduleCommand
  .command('add')
  .description('Cria um agendamento (padrão: diário às 02:00, ativo, 30 dias de retenção)')
  .requiredOption('--name <nome>', 'nome do agendamento')
  .option('--frequency <f>', 'daily, weekly ou monthly', 'daily')
  .option('--time <HH:MM>', 'hora (America/Sao_Paulo)', '02:00')
  .option('--retention-days <n>', 'dias de retenção (1 a 365)', '30')
  .option('--disabled', 'cria desativado')
  .addHelpText(
    'after',
    '\nExemplo:\n  $ trilha schedule add --name "Noturno" --frequency daily --time 02:30 --retention-days 14',
  )
  .action(
    async (opts: { name: string; frequency: string; time: string; retentionDays: string; disabled?: boolean }) => {
      const parsed = BackupScheduleCreateSchema.safeParse({
        name: opts.name,
        frequency: opts.frequency,
        time: opts.time,
        retention_days: opts.retentionDays,
        enabled: !opts.disabled,
      });
      if (!parsed.success) throw new UsageError(parsed.error.issues.map((i) => i.message).join('; '));
      await withRuntime(async () => {
        const s = await scheduleCreator(parsed.data, cli);
        console.info(`Agendamento criado: #${s.id} ${s.name} (${s.frequency} às ${s.time})`);
      });
    },
  );

for (const [name, enabled] of [
  ['enable', true],
  ['disable', false],
] as const) {
  scheduleCommand
    .command(name)
    .description(enabled ? 'Ativa um agendamento' : 'Desativa um agendamento')
    .argument('<id>', 'id do agendamento', idArg)
    .action(async (id: number) => {
      await withRuntime(async () => {
        const s = await scheduleToggler(id, enabled, cli);
        console.info(`Agendamento #${s.id} ${enabled ? 'ativado' : 'desativado'}.`);
      });
    });
}

scheduleCommand
  .command('remove')
  .description('Remove um agendamento')
  .argument('<id>', 'id do agendamento', idArg)
  .action(async (id: number) => {
    await withRuntime(async () => {
      await scheduleDeleter(id, cli);
      console.info(`Agendamento #${id} removido.`);
    });
  });
