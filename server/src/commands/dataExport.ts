import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { ZipArchive } from 'archiver';
import { NotFoundError, TooManyRequestsError } from '../errors';
import type { User } from '../models';
import { loadMyData } from '../queries/myData';
import { type Actor, audit } from '../services/audit';
import { now } from '../services/clock';
import { attachedFiles, dataJsonChunks } from '../services/dataExport/dataJson';
import { myDataPdf } from '../services/dataExport/dataPdf';
import { slugOf } from '../services/format';
import { hit } from '../services/rateLimit';

/** Each export prints a PDF in the shared Chromium: ten an hour per person is plenty for a right exercised rarely. */
const EXPORTS_PER_HOUR = 10;

export interface StartedExport {
  archive: ZipArchive;
  filename: string;
  /** Writes the files (started after the response took the stream); a failure ends the download broken. */
  fill: () => Promise<void>;
}

/**
 * A person's own data (LGPD art. 18, II and V): loaded in a few bounded statements, the PDF
 * printed first (a failure there is an ordinary error answer), the audit row written, then the
 * ZIP streamed: dados.json generated section by section into it, dados.pdf, then the person's
 * own stored files (photo, drawn signatures) read from disk one at a time.
 */
export async function dataExportStarter(caller: Pick<User, 'id'>, actor: Actor): Promise<StartedExport> {
  if ((await hit(`data-export:${caller.id}`, 3_600_000)) > EXPORTS_PER_HOUR)
    throw TooManyRequestsError(undefined, 3600);
  const at = now();
  const data = await loadMyData(caller.id, at);
  if (!data) throw NotFoundError();
  const pdf = await myDataPdf(data, at);
  await audit(actor, {
    action: 'DADOS_PESSOAIS_EXPORTADOS',
    description: `Exportação dos próprios dados pessoais (LGPD, art. 18): ${data.enrollments.length} matrícula(s), ${data.attempts.length} tentativa(s), ${data.logs.length} registro(s) de acesso`,
  });
  const archive = new ZipArchive({ zlib: { level: 6 } });
  archive.on('warning', (err) => archive.emit('error', err));
  const day = at.toISOString().slice(0, 10);
  return {
    archive,
    filename: `meus-dados-${slugOf(data.user.name) || 'titular'}-${day}.zip`,
    fill: async () => {
      const files = attachedFiles(data);
      archive.append(Readable.from(dataJsonChunks(data, at, files), { objectMode: false }), {
        name: 'dados.json',
        date: at,
      });
      archive.append(pdf, { name: 'dados.pdf', date: at });
      for (const f of files) archive.append(createReadStream(f.file), { name: f.name, date: at });
      await archive.finalize();
    },
  };
}
