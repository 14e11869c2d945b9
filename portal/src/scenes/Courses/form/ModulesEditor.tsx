import { IconPlus } from '@trilha/sdk/ui';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/dialogs';
import { TextField } from '../../../components/Field';
import { T } from '../../../messages';
import { isNewItem, type ModuleDraft, moveItem, newLesson, newModule, replaceAt } from './courseDraft';
import { ItemToolbar } from './ItemToolbar';
import { LessonEditor } from './LessonEditor';

type Removal = { moduleIndex: number; lessonIndex?: number };

/** The confirm's text for a saved module or lesson: what goes, and how many students have progress there. */
function removalText(modules: readonly ModuleDraft[], removal: Removal): { title: string; message: string } {
  const module = modules[removal.moduleIndex] as ModuleDraft;
  if (removal.lessonIndex === undefined) {
    return {
      title: T.courseForm.removeModule,
      message: T.courseForm.removeModuleConfirm(module.title, module.lessons.length, module.studentsWithProgress),
    };
  }
  const lesson = module.lessons[removal.lessonIndex];
  return {
    title: T.courseForm.removeLesson,
    message: T.courseForm.removeLessonConfirm(lesson?.title ?? '', lesson?.studentsWithProgress ?? 0),
  };
}

/**
 * The modules of the course, each with its lessons. A course keeps at least one module and a module
 * at least one lesson: their delete buttons are disabled (spec §5). Deleting a saved module or
 * lesson asks first, saying how many students have progress in it; an item made in
 * this form goes at once.
 */
export function ModulesEditor({
  modules,
  disabled,
  onChange,
  onRemoveModule,
  onRemoveLesson,
  onVideoChosen,
}: {
  modules: ModuleDraft[];
  disabled: boolean;
  onChange: (modules: ModuleDraft[]) => void;
  onRemoveModule: (moduleIndex: number) => void;
  onRemoveLesson: (moduleIndex: number, lessonIndex: number) => void;
  /** A lesson got a new local video file: an earlier upload of that lesson no longer counts. */
  onVideoChosen: (lessonId: number) => void;
}) {
  const [removal, setRemoval] = useState<Removal | null>(null);
  const setModule = (index: number, module: ModuleDraft) => onChange(replaceAt(modules, index, module));
  const remove = (r: Removal) => {
    if (r.lessonIndex === undefined) onRemoveModule(r.moduleIndex);
    else onRemoveLesson(r.moduleIndex, r.lessonIndex);
  };
  const ask = (r: Removal) => {
    const module = modules[r.moduleIndex];
    const id = r.lessonIndex === undefined ? module?.id : module?.lessons[r.lessonIndex]?.id;
    if (id === undefined || isNewItem(id)) remove(r);
    else setRemoval(r);
  };

  return (
    <fieldset className="form-section" disabled={disabled}>
      <legend className="form-section-title">{T.courseForm.modulesSection}</legend>
      <p className="muted small form-section-hint">{T.courseForm.modulesHint}</p>
      <ol className="module-list">
        {modules.map((module, mi) => {
          const n = mi + 1;
          const headingId = `module-${module.id}-heading`;
          const context = <span className="sr-only">{`${T.courseForm.module(n)}: `}</span>;
          return (
            <li key={module.id} className="module-card" aria-labelledby={headingId}>
              <div className="item-header">
                <h3 id={headingId} className="item-title">
                  {T.courseForm.module(n)}
                </h3>
                <ItemToolbar
                  item={T.courseForm.module(n)}
                  removeLabel={T.courseForm.removeModule}
                  canMoveUp={mi > 0}
                  canMoveDown={mi < modules.length - 1}
                  canRemove={modules.length > 1}
                  onMove={(delta) => onChange(moveItem(modules, mi, delta))}
                  onRemove={() => ask({ moduleIndex: mi })}
                />
              </div>
              <div className="form-grid">
                <TextField
                  label={
                    <>
                      {context}
                      {T.courseForm.moduleTitle}
                    </>
                  }
                  value={module.title}
                  onChange={(e) => setModule(mi, { ...module, title: e.target.value })}
                  maxLength={255}
                  autoComplete="off"
                />
                <TextField
                  label={
                    <>
                      {context}
                      {T.courseForm.moduleDescription}
                    </>
                  }
                  value={module.description}
                  onChange={(e) => setModule(mi, { ...module, description: e.target.value })}
                  maxLength={2000}
                  autoComplete="off"
                />
              </div>
              <ol className="lesson-list">
                {module.lessons.map((lesson, li) => (
                  <LessonEditor
                    key={lesson.id}
                    lesson={lesson}
                    moduleNumber={n}
                    lessonNumber={li + 1}
                    canMoveUp={li > 0}
                    canMoveDown={li < module.lessons.length - 1}
                    canRemove={module.lessons.length > 1}
                    onChange={(next) => {
                      if (next.videoUpload !== lesson.videoUpload) onVideoChosen(lesson.id);
                      setModule(mi, { ...module, lessons: replaceAt(module.lessons, li, next) });
                    }}
                    onMove={(delta) => setModule(mi, { ...module, lessons: moveItem(module.lessons, li, delta) })}
                    onRemove={() => ask({ moduleIndex: mi, lessonIndex: li })}
                  />
                ))}
              </ol>
              <button
                type="button"
                className="btn btn-sm btn-ghost"
                onClick={() =>
                  setModule(mi, { ...module, lessons: [...module.lessons, newLesson(module.lessons.length + 1)] })
                }
              >
                <IconPlus size={16} />
                {T.courseForm.addLesson}
                <span className="sr-only">{` (${T.courseForm.module(n)})`}</span>
              </button>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="btn btn-outline"
        onClick={() => onChange([...modules, newModule(modules.length + 1)])}
      >
        <IconPlus size={18} />
        {T.courseForm.addModule}
      </button>
      {removal && (
        <ConfirmDialog
          {...removalText(modules, removal)}
          confirmLabel={T.common.delete}
          danger
          onClose={() => setRemoval(null)}
          onConfirm={() => {
            remove(removal);
            setRemoval(null);
          }}
        />
      )}
    </fieldset>
  );
}
