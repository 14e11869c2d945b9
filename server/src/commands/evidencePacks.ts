import { EVIDENCE_MSG } from '@trilha/sdk/contract';
import { NotFoundError } from '../errors';
import { Company, Enrollment, User } from '../models';
import { reachesCompany } from '../policies/grants';
import { companyEnrollments, courseEvidence, workersEvidence } from '../queries/evidence';
import { type Actor, audit } from '../services/audit';
import { now } from '../services/clock';
import { evidenceKey } from '../services/evidence/keys';
import { EvidencePack } from '../services/evidence/pack';
import { addCourseFiles, addImages, addWorkerFiles, README_TEXT, workerFolder } from '../services/evidence/workerFiles';
import { slugOf } from '../services/format';

/** Workers whose records are loaded together: one statement per kind of record for each chunk. */
const CHUNK = 50;

export interface StartedPack {
  pack: EvidencePack;
  filename: string;
  /** Fills the pack (started after the response took its stream); a failure ends the download broken. */
  fill: () => Promise<void>;
}

type Caller = Pick<User, 'role' | 'company_id'>;

async function loadCourse(courseId: number) {
  const course = await courseEvidence(courseId);
  if (!course) throw NotFoundError(EVIDENCE_MSG.notEnrolled);
  return course;
}

/**
 * One worker's evidence pack for one course: an admin's for anyone, a manager's only for their
 * company's workers (another company's worker does not exist for them: 404).
 */
export async function workerPackStarter(
  caller: Caller,
  userId: number,
  courseId: number,
  actor: Actor,
): Promise<StartedPack> {
  const worker = await User.findByPk(userId, { attributes: ['id', 'name', 'company_id'] });
  if (!worker || !reachesCompany(caller, 'evidence.read', worker.company_id))
    throw NotFoundError(EVIDENCE_MSG.workerNotFound);
  const enrollment = await Enrollment.findOne({ where: { user_id: userId, course_id: courseId } });
  if (!enrollment) throw NotFoundError(EVIDENCE_MSG.notEnrolled);
  const course = await loadCourse(courseId);
  const at = now();
  await audit(actor, {
    action: 'EVIDENCIAS_BAIXADAS',
    description: `Dossiê de evidências de ${worker.name} no curso ${course.course.title}`,
    subject: { id: worker.id, name: worker.name },
  });
  const pack = new EvidencePack(at);
  return {
    pack,
    filename: `dossie-${slugOf(worker.name)}-${slugOf(course.course.title)}.zip`,
    fill: async () => {
      const [w] = await workersEvidence(course, [enrollment]);
      await pack.add('LEIA-ME.txt', README_TEXT);
      await addCourseFiles(pack, course);
      const images = w ? await addWorkerFiles(pack, '', course, w) : new Set<string>();
      await addImages(pack, images);
      await pack.finish({ kind: 'worker', user_id: userId, course_id: courseId }, await evidenceKey());
    },
  };
}

/** A company's pack: every worker enrolled in the course in the period, one folder each, loaded in chunks. */
export async function companyPackStarter(
  caller: Caller,
  companyId: number,
  query: { course_id: number; from?: string; to?: string },
  actor: Actor,
): Promise<StartedPack> {
  const company = reachesCompany(caller, 'evidence.read', companyId) ? await Company.findByPk(companyId) : null;
  if (!company) throw NotFoundError(EVIDENCE_MSG.companyNotFound);
  const course = await loadCourse(query.course_id);
  const enrollments = await companyEnrollments(companyId, query.course_id, query);
  if (!enrollments.length) throw NotFoundError(EVIDENCE_MSG.nobody);
  const at = now();
  await audit(actor, {
    action: 'EVIDENCIAS_BAIXADAS',
    description: `Dossiê de evidências da empresa ${company.name} no curso ${course.course.title} (${enrollments.length} trabalhadores)`,
  });
  const pack = new EvidencePack(at);
  return {
    pack,
    filename: `dossie-${slugOf(company.name)}-${slugOf(course.course.title)}.zip`,
    fill: async () => {
      await pack.add('LEIA-ME.txt', README_TEXT);
      await addCourseFiles(pack, course);
      const images = new Set<string>();
      for (let i = 0; i < enrollments.length; i += CHUNK) {
        for (const w of await workersEvidence(course, enrollments.slice(i, i + CHUNK))) {
          for (const image of await addWorkerFiles(pack, workerFolder(w), course, w)) images.add(image);
        }
      }
      await addImages(pack, images);
      await pack.finish(
        {
          kind: 'company',
          company_id: companyId,
          course_id: query.course_id,
          from: query.from ?? null,
          to: query.to ?? null,
          workers: enrollments.length,
        },
        await evidenceKey(),
      );
    },
  };
}
