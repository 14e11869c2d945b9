import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CERTIFICATE_MSG, ERROR_IDS } from '@trilha/sdk/contract';
import Handlebars from 'handlebars';
import QRCode from 'qrcode';
import { HttpError } from '../errors';
import {
  type Certificate,
  CertificateAcknowledgment,
  Company,
  Course,
  Enrollment,
  Module,
  RetainedIdentity,
  User,
} from '../models';
import { templatesDir } from '../paths';
import { trainingFacts, validityOf } from '../presenters/certificate';
import { satisfiedPractice } from '../queries/practical';
import { runtime } from '../runtime';
import { now } from './clock';
import { brDate, brDateTime, formatCpf, hoursLabel } from './format';
import { log } from './logger';
import { htmlToPdf } from './pdf';
import { brandSettings } from './settings';
import { currentSigner, signPdf } from './signing/signer';
import { resolveUpload } from './storage';

let template: Handlebars.TemplateDelegate | null = null;
function certificateTemplate(): Handlebars.TemplateDelegate {
  template ??= Handlebars.compile(readFileSync(path.join(templatesDir, 'certificate.hbs'), 'utf8'));
  return template;
}

export const verifyUrl = (code: string) => `${runtime().config.publicUrl}/verificar/${encodeURIComponent(code)}`;

/**
 * The practical part of a blended course (issue 20): where, when, how long and with whom the worker
 * passed it, or that it is still pending (a temporary certificate issued before the practice).
 */
async function practicalFacts(cert: Certificate) {
  const session = await satisfiedPractice(cert.user_id, cert.course_id);
  if (!session) return { pending: true };
  const instructor = await User.findByPk(session.instructor_id, {
    attributes: ['name', 'qualification', 'professional_registration'],
  });
  const qualification = [instructor?.qualification, instructor?.professional_registration].filter(Boolean).join(', ');
  return {
    pending: false,
    date: brDate(session.starts_at),
    place: session.place,
    hours: String(Number(session.hours)).replace('.', ','),
    instructor: qualification ? `${instructor?.name} (${qualification})` : (instructor?.name ?? ''),
  };
}

/** Everything NR-01 asks a training certificate to state, from the course the admin filled in. */
export async function certificateHtml(cert: Certificate): Promise<string> {
  const [user, course, modules, brand] = await Promise.all([
    User.findByPk(cert.user_id, { include: [{ model: Company, as: 'company' }] }),
    Course.findByPk(cert.course_id),
    Module.findAll({
      where: { course_id: cert.course_id },
      order: [
        ['order_index', 'ASC'],
        ['id', 'ASC'],
      ],
      attributes: ['title'],
    }),
    brandSettings(),
  ]);
  const url = verifyUrl(cert.certificate_code);
  // An anonymised person's certificate keeps the name and CPF retained for it (LGPD art. 16 I).
  const retained = user?.anonymized_at ? await RetainedIdentity.findByPk(cert.user_id) : null;
  const enrollment = await Enrollment.findOne({
    where: { user_id: cert.user_id, course_id: cert.course_id },
    attributes: ['enrolled_at'],
  });
  const syllabus = course?.syllabus
    ? course.syllabus
        .split(/\r?\n/)
        .map((l) => l.trim())
        .filter(Boolean)
    : modules.map((m) => m.title);
  return certificateTemplate()({
    brand: brand.name,
    themeColor: brand.themeColor,
    themeInk: brand.themeInk,
    temporary: Boolean(cert.is_temporary),
    ...trainingFacts(cert),
    studentName: retained?.name ?? user?.name ?? '',
    cpf: formatCpf(retained ? retained.cpf : user?.cpf),
    company: user?.company?.name ?? null,
    courseTitle: course?.title ?? '',
    workload: hoursLabel(course?.workload_hours),
    modality: course?.modality ?? null,
    location: course?.location ?? null,
    syllabus,
    startDate: brDate(enrollment?.enrolled_at ?? cert.issued_at),
    endDate: brDate(cert.issued_at),
    issuedDate: brDate(cert.issued_at),
    validatedDate: cert.validated_at ? brDate(cert.validated_at) : null,
    expiresDate: cert.expires_at ? brDate(cert.expires_at) : null,
    expired: validityOf(cert, now()) === 'expired',
    score: cert.score !== null && cert.score !== undefined ? Math.round(cert.score) : null,
    practical: course?.practical_required ? await practicalFacts(cert) : null,
    workerSignature: await workerSignature(cert),
    instructorName: course?.instructor_name ?? null,
    instructorQualification: course?.instructor_qualification ?? '',
    technicianName: course?.technician_name ?? null,
    technicianQualification: course?.technician_qualification ?? '',
    code: cert.certificate_code,
    verifyUrl: url,
    qrSvg: await QRCode.toString(url, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' }),
  });
}

/** The worker's electronic signature (their acknowledgment, issue 22), as the certificate prints it. */
async function workerSignature(cert: Certificate) {
  const ack = await CertificateAcknowledgment.findOne({ where: { certificate_id: cert.id } });
  if (!ack) return null;
  return { when: brDateTime(ack.acknowledged_at), ip: ack.ip ?? '—', hash: ack.certificate_sha256.slice(0, 16) };
}

/** What the signature states: the provider signs, naming the course and its responsible technician. */
async function signatureFacts(cert: Certificate) {
  const [course, brand] = await Promise.all([
    Course.findByPk(cert.course_id, { attributes: ['title', 'technician_name', 'location'] }),
    brandSettings(),
  ]);
  const technician = course?.technician_name ? ` — responsável técnico: ${course.technician_name}` : '';
  return {
    name: brand.name,
    reason: `Certificado ${cert.certificate_code} de ${course?.title ?? 'treinamento'}${technician}`,
    location: course?.location || 'Brasil',
    contactInfo: verifyUrl(cert.certificate_code),
  };
}

/** 410: a revoked certificate no longer leaves the platform as a document, rendered or uploaded. */
export const CertificateRevokedError = (cert: Certificate) =>
  new HttpError(
    410,
    ERROR_IDS.certificateRevoked,
    CERTIFICATE_MSG.revokedDownload(brDate(cert.revoked_at) || null, cert.revoke_reason),
  );

const cacheDir = () => path.join(runtime().config.dataDir, 'certificates');

/**
 * The certificate's PDF: the admin's uploaded official file when there is one, else rendered in
 * Chromium and kept on disk under a digest of the page it prints, so anything that changes the
 * page (validation, expiry, a corrected name) is a new file. A revoked certificate is refused
 * before any file is read: its status is read from the database on every download, so a copy
 * cached on any node before a revocation elsewhere is never served.
 */
export async function certificatePdf(cert: Certificate): Promise<Buffer> {
  if (cert.status === 'revoked') throw CertificateRevokedError(cert);
  if (cert.file_path) {
    const file = resolveUpload(cert.file_path);
    if (file && existsSync(file)) return readFile(file);
  }
  const html = await certificateHtml(cert);
  // An official certificate leaves signed (PAdES): by the provider's A1, or by the platform's seal.
  const signer = cert.is_temporary ? null : await currentSigner();
  const digest = createHash('sha256')
    .update(html)
    .update(signer?.fingerprint ?? '')
    .digest('hex')
    .slice(0, 24);
  const cached = path.join(cacheDir(), `${cert.certificate_code}-${digest}.pdf`);
  if (existsSync(cached)) return readFile(cached);
  const rendered = await htmlToPdf(html, { landscape: true });
  runtime().metrics.certificatePdfs.inc();
  const pdf = signer ? (await signPdf(rendered, await signatureFacts(cert), signer)).pdf : rendered;
  await keepCopy(cacheDir(), cached, pdf);
  return pdf;
}

/** Prints ahead two at a time (the page pool's size): a bulk validation queues, never floods. */
const AHEAD_AT_ONCE = 2;
const aheadQueue: Certificate[] = [];
const aheadInFlight = new Set<Promise<void>>();

/**
 * Prints an official certificate right after it changed (validated, acknowledged) instead of at
 * its first download: an evidence pack of a thousand workers then reads a thousand kept files
 * rather than waiting for a thousand Chromium prints. Runs beside the requests; a failure only
 * leaves the print to the first download.
 */
export function renderAhead(cert: Certificate): void {
  if (!runtime().config.certificatePdfAhead || cert.status === 'revoked') return;
  aheadQueue.push(cert);
  printNextAhead();
}

function printNextAhead(): void {
  while (aheadInFlight.size < AHEAD_AT_ONCE && aheadQueue.length) {
    const cert = aheadQueue.shift() as Certificate;
    const work: Promise<void> = certificatePdf(cert)
      .then(
        () => undefined,
        (err: Error) => log({ module: 'certificados' }).warn({ err }, 'PDF não preparado'),
      )
      .finally(() => {
        aheadInFlight.delete(work);
        printNextAhead();
      });
    aheadInFlight.add(work);
  }
}

/** Shutdown: what is queued is left to its first download; the prints under way finish. */
export async function settleRendersAhead(): Promise<void> {
  aheadQueue.length = 0;
  while (aheadInFlight.size) await Promise.allSettled([...aheadInFlight]);
}

/** Removes this node's cached renders of a certificate (revoked or deleted). */
export async function dropCachedPdfs(code: string): Promise<void> {
  const names = await readdir(cacheDir()).catch(() => [] as string[]);
  await Promise.all(
    names
      .filter((name) => name.startsWith(`${code}-`) && name.endsWith('.pdf'))
      .map((name) => rm(path.join(cacheDir(), name), { force: true })),
  );
}

/**
 * The cache is written to a temp name and renamed into place, so a full disk or a crash never
 * leaves a truncated PDF under the name later reads trust; a cache that cannot be written only
 * costs the next download a new render.
 */
async function keepCopy(dir: string, file: string, pdf: Buffer): Promise<void> {
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await mkdir(dir, { recursive: true });
    await writeFile(temp, pdf);
    await rename(temp, file);
  } catch (err) {
    log({ module: 'certificados' }).warn({ err }, 'PDF não guardado em cache');
    await rm(temp, { force: true }).catch(() => undefined);
  }
}
