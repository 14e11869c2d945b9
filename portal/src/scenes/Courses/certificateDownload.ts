import type { Course } from '@trilha/sdk/contract';
import { fileSlug, saveBlob } from '@trilha/sdk/ui';
import { client } from '../../api';

export class CertificateNotFoundError extends Error {}

/**
 * Downloads the student's certificate of a course as a PDF: the official one when it exists,
 * otherwise the temporary one.
 */
export async function downloadCourseCertificate(course: Course): Promise<void> {
  const { permanent, temporary } = await client.certificates.my();
  const certificate = [...permanent, ...temporary].find((c) => c.course_id === course.id && c.status === 'active');
  if (!certificate) throw new CertificateNotFoundError();
  const blob = await client.certificates.download(certificate.id);
  saveBlob(blob, `certificado-${fileSlug(course.title)}.pdf`);
}
