import type { CourseStatus } from '@trilha/sdk/contract';
import { client, errorMessage } from '../../../api';
import {
  type CourseDraft,
  captionAction,
  courseContent,
  courseFields,
  keptModules,
  materialToUpload,
} from './courseDraft';

/**
 * What a save already did, kept between attempts so a retry after a failure neither creates the
 * course twice nor uploads the same video again.
 */
export interface SaveMemo {
  courseId: number | null;
  /** Stored path of each local video already uploaded, by the lesson's form id. */
  videos: Map<number, string>;
}

/** A lesson's support material the save could not upload, and the server's reason ('' when none). */
export interface MaterialFailure {
  lesson: string;
  material: string;
  reason: string;
}

/** A lesson whose captions the save could not upload or remove, and the server's reason. */
export interface CaptionFailure {
  lesson: string;
  reason: string;
}

export interface SaveResult {
  courseId: number;
  failedMaterials: MaterialFailure[];
  failedCaptions: CaptionFailure[];
}

/**
 * Saves the course in the order the server needs (spec §2 course form): the course fields with the
 * cover, then the local videos, then the whole module/lesson tree in one call, then the support
 * material and the captions of each lesson under the database id the tree save answered. A
 * material or caption change that fails does not stop the save (spec §8); it is answered in
 * `failedMaterials` / `failedCaptions` for the screen.
 */
export async function saveCourse(draft: CourseDraft, status: CourseStatus, memo: SaveMemo): Promise<SaveResult> {
  const fields = courseFields(draft, status);
  if (memo.courseId === null) {
    // The create is multipart, where a boolean arrives as text the schema refuses: the admin's
    // practical-part choice goes in the JSON update right after (null follows the NR preset).
    const { practical_required, ...createFields } = fields;
    memo.courseId = (await client.courses.create(createFields, draft.cover)).courseId;
    if (practical_required !== null && practical_required !== undefined) {
      await client.courses.update(memo.courseId, fields);
    }
  } else {
    await client.courses.update(memo.courseId, fields);
    if (draft.cover) await client.courses.uploadThumbnail(memo.courseId, draft.cover);
  }
  const courseId = memo.courseId;

  const lessons = keptModules(draft).flatMap((m) => m.lessons);
  for (const lesson of lessons) {
    if (lesson.video_type !== 'local' || !lesson.videoUpload || memo.videos.has(lesson.id)) continue;
    memo.videos.set(lesson.id, (await client.courses.uploadVideo(lesson.videoUpload)).video_file);
  }

  const { lessonIds } = await client.courses.saveContent(courseId, courseContent(draft, memo.videos));

  const failedMaterials: MaterialFailure[] = [];
  for (const lesson of lessons) {
    const { material } = lesson;
    const lessonId = lessonIds[String(lesson.id)];
    if (!lessonId || !materialToUpload(material)) continue;
    try {
      await client.lessons.uploadAttachment(
        lessonId,
        material.file,
        material.title.trim(),
        material.description.trim() || undefined,
      );
    } catch (error) {
      failedMaterials.push({
        lesson: lesson.title.trim(),
        material: material.title.trim(),
        reason: errorMessage(error, ''),
      });
    }
  }
  const failedCaptions: CaptionFailure[] = [];
  for (const lesson of lessons) {
    const lessonId = lessonIds[String(lesson.id)];
    const action = captionAction(lesson);
    if (!lessonId || !action) continue;
    try {
      if (action === 'remove') await client.lessons.removeCaptions(lessonId);
      else await client.lessons.uploadCaptions(lessonId, action.upload);
    } catch (error) {
      failedCaptions.push({ lesson: lesson.title.trim(), reason: errorMessage(error, '') });
    }
  }
  return { courseId, failedMaterials, failedCaptions };
}
