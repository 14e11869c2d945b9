import type { PracticalSession } from '@trilha/sdk/contract';
import { datedFileName, fileSlug, saveBlob } from '@trilha/sdk/ui';
import { client } from '../../api';
import { PRACTICAL_ADMIN_TEXT } from './adminMessages';

const TX = PRACTICAL_ADMIN_TEXT.roster;

/** Saves a session's attendance list (PDF), named after its course and day: admins, its instructor, managers. */
export async function downloadAttendanceList(session: Pick<PracticalSession, 'id' | 'course_title' | 'starts_at'>) {
  saveBlob(
    await client.practical.attendancePdf(session.id),
    datedFileName(TX.pdfName(fileSlug(session.course_title, 'turma')), 'pdf', new Date(session.starts_at)),
  );
}
