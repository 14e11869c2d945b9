import { createPublicKey, type KeyObject } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { EvidenceVerdict } from '@trilha/sdk/contract';
import { evidenceKey, keyIdOf, verifyPack } from '@trilha/server/lib';
import { Command } from 'commander';
import { UsageError } from '../errors';
import { printJson } from '../output';
import { withRuntime } from '../runtime';

export const evidenceCommand = new Command('evidence').description('Pacotes de evidências para a fiscalização');

/** The published key given as a file (anywhere), or this installation's own key (on the server). */
async function verifyWith(zip: string, keyFile: string | undefined): Promise<EvidenceVerdict> {
  if (keyFile) {
    if (!existsSync(keyFile)) throw new UsageError(`Chave pública não encontrada: ${keyFile}`);
    const key: KeyObject = createPublicKey(readFileSync(keyFile));
    return verifyPack(zip, new Map([[keyIdOf(key), key]]));
  }
  return withRuntime(async () => {
    const key = await evidenceKey();
    return verifyPack(zip, new Map([[key.id, key.publicKey]]));
  });
}

evidenceCommand
  .command('verify <zip>')
  .description('Confere um pacote: a assinatura do manifesto e cada arquivo (sai com 0 se íntegro, 1 se não)')
  .option('--key <pem>', 'a chave pública publicada em /api/evidence/public-key (sem ela: a desta instalação)')
  .option('--json', 'saída em JSON')
  .addHelpText('after', '\nExemplo:\n  npx trilha evidence verify dossie-empresa.zip --key trilha-evidencias.pem')
  .action(async (zip: string, opts: { key?: string; json?: boolean }) => {
    if (!existsSync(zip)) throw new UsageError(`Arquivo não encontrado: ${zip}`);
    const verdict = await verifyWith(zip, opts.key);
    if (opts.json) printJson(verdict);
    else {
      console.info(verdict.message);
      for (const problem of verdict.problems) console.info(`- ${problem}`);
    }
    if (!verdict.valid) process.exitCode = 1;
  });
