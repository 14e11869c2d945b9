import type { QuestionBank } from '@trilha/sdk/contract';
import { datedFileName, fileSlug, saveBlob } from '@trilha/sdk/ui';
import { client } from '../../api';
import { T } from '../../messages';

/** Saves a bank as CSV (the documented columns) or as the platform's JSON, named after its title and the day. */
export async function downloadBank(bank: Pick<QuestionBank, 'id' | 'title'>, format: 'csv' | 'json') {
  const blob = await client.questionBanks.exportFile(bank.id, format);
  saveBlob(blob, datedFileName(T.questionBanks.exportName(fileSlug(bank.title, 'banco')), format));
}
