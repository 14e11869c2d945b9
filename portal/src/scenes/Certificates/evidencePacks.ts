import type { CertificateShape } from '@trilha/sdk/contract';
import { fileSlug, saveBlob } from '@trilha/sdk/ui';
import { client } from '../../api';

/** 'dossie-<who>-<course>.zip', as the server names its packs. */
const packName = (who: string, course: string) =>
  `dossie-${fileSlug(who, 'trabalhador')}-${fileSlug(course, 'curso')}.zip`;

/** Saves one worker's evidence pack for the certificate's course (issue 22). */
export async function saveWorkerPack(c: CertificateShape): Promise<void> {
  const blob = await client.evidence.workerPack(c.user_id, c.course_id);
  saveBlob(blob, packName(c.user_name || c.user_email || '', c.course_title));
}

/** Saves a company's evidence pack for one course and period; answers the file's name. */
export async function saveCompanyPack(
  company: { id: number; name: string },
  course: { id: number; title: string },
  period: { from?: string; to?: string },
): Promise<string> {
  const blob = await client.evidence.companyPack(company.id, { course_id: course.id, ...period });
  const name = packName(company.name, course.title);
  saveBlob(blob, name);
  return name;
}
