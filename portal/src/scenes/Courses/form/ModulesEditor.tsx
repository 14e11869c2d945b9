import { TextField } from '../../../components/Field';
import { IconPlus } from '../../../components/icons';
import { T } from '../../../messages';
import { type ModuleDraft, moveItem, newLesson, newModule, removeAt, replaceAt } from './courseDraft';
import { ItemToolbar } from './ItemToolbar';
import { LessonEditor } from './LessonEditor';

/**
 * The modules of the course, each with its lessons. A course keeps at least one module and a module
 * at least one lesson: their delete buttons are disabled (spec §5).
 */
export function ModulesEditor({
  modules,
  disabled,
  onChange,
  onVideoChosen,
}: {
  modules: ModuleDraft[];
  disabled: boolean;
  onChange: (modules: ModuleDraft[]) => void;
  /** A lesson got a new local video file: an earlier upload of that lesson no longer counts. */
  onVideoChosen: (lessonId: number) => void;
}) {
  const setModule = (index: number, module: ModuleDraft) => onChange(replaceAt(modules, index, module));

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
                  onRemove={() => onChange(removeAt(modules, mi))}
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
                    onRemove={() => setModule(mi, { ...module, lessons: removeAt(module.lessons, li) })}
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
    </fieldset>
  );
}
