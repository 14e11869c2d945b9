import { readFile } from 'node:fs/promises';
import { listUsers, parseUserCsv, planImport, userImporter } from '@trilha/server/lib';
import { Command } from 'commander';
import { UsageError } from '../errors';
import { printJson, printTable, progress } from '../output';
import { withRuntime } from '../runtime';

export const usersCommand = new Command('users').description('Usuários da plataforma');

const cli = { user: null, ip: null, source: 'cli' as const };

usersCommand
  .command('import')
  .description('Importa usuários de um CSV (; ou ,) com nome, email, cpf, telefone, empresa, modalidade, perfil')
  .argument('<file>', 'arquivo CSV (UTF-8, com ou sem BOM, como o Excel salva)')
  .option('--dry-run', 'só valida e mostra o relatório; não grava nada')
  .option('--create-companies', 'cria as empresas que não existirem (pelo nome)')
  .option('--enroll <courseId>', 'matricula os usuários importados neste curso', (v) => {
    const n = Number(v);
    if (!Number.isInteger(n) || n <= 0) throw new UsageError(`--enroll espera o id de um curso, não "${v}"`);
    return n;
  })
  .option('--send-welcome', 'envia e-mail de boas-vindas com as instruções de primeiro acesso')
  .option('--json', 'saída em JSON')
  .addHelpText(
    'after',
    `
Exemplos:
  $ trilha users import funcionarios.csv --dry-run
  $ trilha users import funcionarios.csv --create-companies --enroll 3 --send-welcome

Rodar de novo atualiza quem já existe (pelo e-mail) e nunca duplica. O arquivo entra inteiro
ou nada entra: um erro em qualquer linha não grava nenhuma. Sem --send-welcome os novos
usuários ficam sem senha e a definem em "Esqueci minha senha" no primeiro acesso.`,
  )
  .action(
    async (
      file: string,
      opts: { dryRun?: boolean; createCompanies?: boolean; enroll?: number; sendWelcome?: boolean; json?: boolean },
    ) => {
      const text = await readFile(file, 'utf8').catch(() => {
        throw new UsageError(`não foi possível ler o arquivo ${file}`);
      });
      const started = Date.now();
      const parsed = parseUserCsv(text);
      await withRuntime(async () => {
        const plan = await planImport(parsed.rows, {
          createCompanies: opts.createCompanies,
          enrollCourseId: opts.enroll,
        });
        const issues = [...parsed.issues, ...plan.issues].sort((a, b) => a.line - b.line);
        const summary = {
          rows: parsed.rows.length + new Set(parsed.issues.map((i) => i.line)).size,
          valid: parsed.rows.length,
          toCreate: plan.toCreate,
          toUpdate: plan.toUpdate,
          companiesToCreate: plan.companiesToCreate,
          issues,
        };
        if (opts.dryRun || issues.length) {
          if (opts.json) printJson(summary);
          else {
            if (issues.length) {
              console.info('Problemas encontrados (nada foi gravado):');
              printTable(
                issues.map((i) => ({ linha: i.line, campo: i.field, problema: i.problem })),
                ['linha', 'campo', 'problema'],
              );
            } else console.info('Nenhum problema encontrado.');
            console.info(
              `\n${summary.valid} linha(s) válida(s): ${plan.toCreate} a criar, ${plan.toUpdate} a atualizar` +
                (plan.companiesToCreate.length ? `, empresas a criar: ${plan.companiesToCreate.join(', ')}` : ''),
            );
          }
          if (issues.length) process.exitCode = 1;
          return;
        }
        const result = await userImporter(
          parsed.rows,
          {
            createCompanies: opts.createCompanies,
            enrollCourseId: opts.enroll,
            sendWelcome: opts.sendWelcome,
            onProgress: opts.json ? undefined : progress('Importando'),
          },
          cli,
        );
        const elapsed = ((Date.now() - started) / 1000).toFixed(1);
        const memory = Math.round(process.memoryUsage().rss / 1024 / 1024);
        if (opts.json) printJson({ ...result, seconds: Number(elapsed), rssMb: memory });
        else {
          console.info(
            `Importação concluída: ${result.created} criado(s), ${result.updated} atualizado(s), ` +
              `${result.companiesCreated} empresa(s) criada(s), ${result.enrolled} matrícula(s) — ${elapsed} s, ${memory} MB`,
          );
        }
      });
    },
  );

usersCommand
  .command('list')
  .description('Lista usuários')
  .option('--role <role>', 'admin, student ou instructor')
  .option('--search <texto>', 'filtra por nome ou e-mail')
  .option('--json', 'saída em JSON')
  .action(async (opts: { role?: 'admin' | 'student' | 'instructor'; search?: string; json?: boolean }) => {
    if (opts.role && !['admin', 'student', 'instructor'].includes(opts.role))
      throw new UsageError(`perfil desconhecido: ${opts.role}`);
    await withRuntime(async () => {
      const { users } = await listUsers({ role: opts.role, search: opts.search });
      const rows = users.map((u) => ({
        id: u.id,
        nome: u.name,
        email: u.email,
        perfil: u.role,
        empresa: u.company?.name ?? '',
        ativo: u.is_active ? 'sim' : 'não',
      }));
      if (opts.json) printJson(rows);
      else printTable(rows, ['id', 'nome', 'email', 'perfil', 'empresa', 'ativo']);
    });
  });
