import { useEffect, useRef } from 'react';
import './PeopleChecklist.css';

export interface ChecklistPerson {
  id: number;
  name: string;
  /** The line under the name: role and e-mail, company and CPF. */
  detail: string;
}

/** `selected` with `ids` ticked (`on`) or unticked. */
export function toggled(selected: ReadonlySet<number>, ids: number[], on: boolean): ReadonlySet<number> {
  const next = new Set(selected);
  for (const id of ids) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}

/**
 * People to tick in a dialog (a course's tutors, a practical session's participants): a scrolling
 * list of checkboxes with each one's name and detail, under an optional 'Selecionar todos' that is
 * checked, unchecked or mixed.
 */
export function PeopleChecklist({
  legend,
  hint,
  people,
  selected,
  onToggle,
  selectAll,
  empty,
}: {
  legend: string;
  hint?: string;
  people: readonly ChecklistPerson[];
  selected: ReadonlySet<number>;
  onToggle: (ids: number[], on: boolean) => void;
  /** The label of the box that ticks every listed person, when there is one. */
  selectAll?: string;
  /** Said in place of the list when nobody is in it. */
  empty: string;
}) {
  const allRef = useRef<HTMLInputElement>(null);
  const count = people.filter((p) => selected.has(p.id)).length;
  const every = people.length > 0 && count === people.length;
  useEffect(() => {
    if (allRef.current) allRef.current.indeterminate = count > 0 && !every;
  }, [count, every]);

  return (
    <fieldset className={`people-checklist${selectAll ? ' people-checklist--with-all' : ''}`}>
      <legend className="field-label">{legend}</legend>
      {hint && <p className="field-hint">{hint}</p>}
      {selectAll && (
        <label className="checkbox people-checklist__all">
          <input
            ref={allRef}
            type="checkbox"
            checked={every}
            disabled={people.length === 0}
            onChange={() =>
              onToggle(
                people.map((p) => p.id),
                !every,
              )
            }
          />
          <span>{selectAll}</span>
        </label>
      )}
      {people.length === 0 ? (
        <p className="muted small people-checklist__empty">{empty}</p>
      ) : (
        <ul className="people-checklist__list">
          {people.map((p) => (
            <li key={p.id}>
              <label className="checkbox people-checklist__item">
                <input
                  type="checkbox"
                  checked={selected.has(p.id)}
                  onChange={(e) => onToggle([p.id], e.target.checked)}
                />
                <span>
                  <span className="cell-strong">{p.name}</span>
                  <span className="cell-sub">{p.detail}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
