import { acceptOf, VIDEO_FILE_TYPES, VIDEO_TYPES, type VideoType } from '@trilha/sdk/contract';
import type { ReactNode } from 'react';
import { Field, TextField } from '../../../components/Field';
import { formatFileSize } from '../../../format';
import { T } from '../../../messages';
import type { LessonDraft } from './courseDraft';
import { ItemToolbar } from './ItemToolbar';
import { LessonCaptions } from './LessonCaptions';
import { LessonMaterial } from './LessonMaterial';

/** Whole minutes, 0 or more (spec §5): anything else typed becomes the nearest valid value. */
function minutes(value: string): number {
  const n = Math.floor(Number(value));
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/**
 * One lesson: title, description, video (a URL, or a file and its captions for 'local'), duration
 * and support material.
 */
export function LessonEditor({
  lesson,
  moduleNumber,
  lessonNumber,
  canMoveUp,
  canMoveDown,
  canRemove,
  onChange,
  onMove,
  onRemove,
}: {
  lesson: LessonDraft;
  moduleNumber: number;
  lessonNumber: number;
  canMoveUp: boolean;
  canMoveDown: boolean;
  canRemove: boolean;
  onChange: (lesson: LessonDraft) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}) {
  const set = (patch: Partial<LessonDraft>) => onChange({ ...lesson, ...patch });
  // Repeated labels get the lesson's place for screen readers: 'Módulo 2, Aula 1: Título da Aula'.
  const context = T.courseForm.lessonContext(moduleNumber, lessonNumber);
  const label = (text: string): ReactNode => (
    <>
      <span className="sr-only">{context}</span>
      {text}
    </>
  );
  const item = `${T.courseForm.module(moduleNumber)}, ${T.courseForm.lesson(lessonNumber)}`;

  return (
    <li className="lesson-card">
      <div className="item-header">
        <h4 className="item-title item-title-sm">{T.courseForm.lesson(lessonNumber)}</h4>
        <ItemToolbar
          item={item}
          removeLabel={T.courseForm.removeLesson}
          canMoveUp={canMoveUp}
          canMoveDown={canMoveDown}
          canRemove={canRemove}
          onMove={onMove}
          onRemove={onRemove}
        />
      </div>
      <div className="form-grid">
        <TextField
          label={label(T.courseForm.lessonTitle)}
          fieldClassName="form-grid-full"
          value={lesson.title}
          onChange={(e) => set({ title: e.target.value })}
          maxLength={255}
          autoComplete="off"
        />
        <Field label={label(T.courseForm.lessonDescription)} className="form-grid-full">
          {({ id }) => (
            <textarea
              id={id}
              className="input"
              rows={2}
              value={lesson.description}
              onChange={(e) => set({ description: e.target.value })}
              maxLength={2000}
            />
          )}
        </Field>
        <Field label={label(T.courseForm.videoType)}>
          {({ id }) => (
            <select
              id={id}
              className="input"
              value={lesson.video_type}
              onChange={(e) => set({ video_type: e.target.value as VideoType })}
            >
              {VIDEO_TYPES.map((type) => (
                <option key={type} value={type}>
                  {T.courseForm.videoTypes[type]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextField
          label={label(T.courseForm.duration)}
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          value={String(lesson.duration)}
          onChange={(e) => set({ duration: minutes(e.target.value) })}
        />
        {lesson.video_type === 'local' ? (
          <>
            <Field
              label={label(T.courseForm.videoFile)}
              className="form-grid-full"
              hint={
                lesson.videoUpload
                  ? `${lesson.videoUpload.name} (${formatFileSize(lesson.videoUpload.size)})`
                  : lesson.video_file
                    ? T.courseForm.currentVideo
                    : T.courseForm.videoFileHint
              }
            >
              {({ id, describedBy }) => (
                <input
                  id={id}
                  type="file"
                  accept={acceptOf(VIDEO_FILE_TYPES)}
                  className="input input-file"
                  aria-describedby={describedBy}
                  onChange={(e) => set({ videoUpload: e.target.files?.[0] ?? null })}
                />
              )}
            </Field>
            <LessonCaptions lesson={lesson} label={label} item={item} onChange={set} />
          </>
        ) : (
          <TextField
            label={label(T.courseForm.videoUrl)}
            fieldClassName="form-grid-full"
            type="url"
            placeholder={T.courseForm.videoUrlPlaceholder}
            value={lesson.video_url}
            onChange={(e) => set({ video_url: e.target.value })}
            maxLength={2048}
            autoComplete="off"
          />
        )}
      </div>
      <LessonMaterial
        lessonId={lesson.id}
        context={context}
        material={lesson.material}
        onChange={(material) => set({ material })}
      />
    </li>
  );
}
