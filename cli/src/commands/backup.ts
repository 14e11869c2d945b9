import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import {
  type Actor,
  backupAnalyser,
  backupCreator,
  backupPruner,
  backupRestorer,
  LockBusyError,
  listBackups,
} from '@trilha/server/lib';
import { Command } from 'commander';
import { UsageError } from '../errors';
import { printJson, printTable } from '../output';
import { confirm } from '../prompt';
import { withRuntime } from '../runtime';

const cli: Actor = { user: null, ip: null, source: 'cli' };

export const backupCommand = new Command('backup').description('Backups: criar, listar, restaurar e limpar');

const size = (bytes: number) =>
  bytes < 1024
    ? `${bytes} Bytes`
    : bytes < 1024 ** 2
      ? `${(bytes / 1024).toFixed(1)} KB`
      : bytes < 1024 ** 3
        ? `${(bytes / 1024 ** 2).toFixed(1)} MB`
        : `${(bytes / 1024 ** 3).toFixed(2)} GB`;

backupCommand
  .command('create')
  .description('Cria um backup (banco + arquivos enviados) em DATA_DIR/backups')
  .option('--json', 'saída em JSON')
  .addHelpText('after', '\nExemplo (cron, todo dia às 2h):\n  0 2 * * *  cd /opt/trilha && npx trilha backup create')
  .action(async (opts: { json?: boolean }) => {
    await withRuntime(async () => {
      let rows = 0;
      const created = await backupCreator(cli, {
        onProgress: (p) => {
          if (!opts.json && process.stderr.isTTY && p.rows) {
            rows = p.rows;
            process.stderr.write(`\rCopiando ${p.table ?? ''}: ${rows} linhas   `);
          }
        },
      });
      if (process.stderr.isTTY && !opts.json) process.stderr.write('\n');
      if (opts.json) printJson(created);
      else console.info(`Backup criado: ${created.filename} (${size(created.size)})`);
    });
  });

backupCommand
  .command('list')
  .description('Lista os backups disponíveis')
  .option('--json', 'saída em JSON')
  .action(async (opts: { json?: boolean }) => {
    await withRuntime(async () => {
      const backups = await listBackups();
      if (opts.json) printJson(backups);
      else if (!backups.length) console.info('Nenhum backup encontrado.');
      else
        printTable(
          backups.map((b) => ({ arquivo: b.filename, tamanho: size(b.size), criado_em: b.created_at })),
          ['arquivo', 'tamanho', 'criado_em'],
        );
    });
  });

backupCommand
  .command('prune')
  .description('Apaga backups mais antigos que N dias (o mais recente é sempre mantido)')
  .requiredOption('--keep-days <n>', 'dias a manter (1 a 365)', (v) => {
    const n = Number(v);
    if (!Number.isInteger(n) || n < 1 || n > 365) throw new UsageError('--keep-days deve ser um inteiro de 1 a 365');
    return n;
  })
  .option('--json', 'saída em JSON')
  .action(async (opts: { keepDays: number; json?: boolean }) => {
    await withRuntime(async () => {
      const removed = await backupPruner(opts.keepDays, cli);
      if (opts.json) printJson({ removed });
      else console.info(removed.length ? `Removidos: ${removed.join(', ')}` : 'Nenhum backup a remover.');
    });
  });

backupCommand
  .command('restore')
  .description('Restaura um backup: analisa o zip, mostra o conteúdo e pede confirmação (ou --yes)')
  .argument('<zip>', 'arquivo .zip de backup')
  .option('--yes', 'confirma sem perguntar (cron, scripts)')
  .option('--no-safety-backup', 'não faz o backup de segurança dos dados atuais antes')
  .addHelpText('after', '\nExemplo:\n  $ trilha backup restore data/backups/backup-2026-11-22-020000.zip --yes')
  .action(async (zip: string, opts: { yes?: boolean; safetyBackup: boolean }) => {
    const file = path.resolve(zip);
    if (!existsSync(file)) throw new UsageError(`arquivo não encontrado: ${zip}`);
    if (!file.endsWith('.zip')) throw new UsageError('Por favor, selecione um arquivo ZIP válido.');
    await withRuntime(async () => {
      const analysis = await backupAnalyser(file, cli);
      try {
        console.info(
          `Backup de ${analysis.manifest.created_at} (versão ${analysis.manifest.app_version}, ${analysis.files} arquivos enviados):`,
        );
        printTable(
          analysis.contents.map((c) => ({ tabela: c.table, linhas: c.rows })),
          ['tabela', 'linhas'],
        );
        const ok = opts.yes || (await confirm('--yes', 'Substituir TODOS os dados atuais por este backup?'));
        if (!ok) {
          console.info('Restauração cancelada.');
          return;
        }
        const result = await backupRestorer(analysis, cli, {
          safetyBackup: opts.safetyBackup,
          onProgress: (p) => {
            if (process.stderr.isTTY)
              process.stderr.write(`\r${p.phase}${p.table ? ` ${p.table}` : ''}${p.rows ? `: ${p.rows}` : ''}        `);
          },
        }).catch((err) => {
          if (err instanceof LockBusyError)
            throw new Error('outra restauração está em andamento; tente de novo depois');
          throw err;
        });
        if (process.stderr.isTTY) process.stderr.write('\n');
        console.info(
          `Restauração concluída: ${result.tables} tabelas, ${result.rows} linhas, ${result.files} arquivos.` +
            (result.safetyBackup ? ` Backup de segurança: ${result.safetyBackup}` : ''),
        );
      } finally {
        await rm(analysis.folder, { recursive: true, force: true });
      }
    });
  });
