import { useLoader } from '@trilha/sdk/ui';
import { useId } from 'react';
import { client } from '../../api';
import { T } from '../../messages';

const TX = T.convalidation;

/**
 * The modules of the chosen course the worker still has to do (a complement by modules, NR-01
 * 1.7.6). All ticked is the whole course; the lessons of an unticked module are credited by the
 * earlier training.
 */
export function ComplementModulesField({
  courseId,
  selected,
  onChange,
  error,
}: {
  courseId: number;
  /** null: every module (the whole course). */
  selected: ReadonlySet<number> | null;
  onChange: (next: ReadonlySet<number> | null, all: number[]) => void;
  error?: string;
}) {
  const { data, failed } = useLoader(() => client.courses.get(courseId), [courseId]);
  const ids = useId();
  const modules = data?.course.modules ?? [];
  const all = modules.map((m) => m.id);
  const isOn = (id: number) => selected === null || selected.has(id);
  const toggle = (id: number, on: boolean) => {
    const next = new Set(selected ?? all);
    if (on) next.add(id);
    else next.delete(id);
    onChange(next.size === all.length ? null : next, all);
  };

  return (
    <fieldset className="conv-modules" aria-describedby={error ? `${ids}-error` : `${ids}-hint`}>
      <legend className="field-label">{TX.modulesToDo}</legend>
      <p id={`${ids}-hint`} className="field-hint">
        {TX.modulesHint}
      </p>
      {failed && <p className="field-error">{TX.modulesError}</p>}
      {modules.map((m) => (
        <label key={m.id} className="checkbox">
          <input type="checkbox" checked={isOn(m.id)} onChange={(e) => toggle(m.id, e.target.checked)} />
          <span>{m.title}</span>
        </label>
      ))}
      {error && (
        <p id={`${ids}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
