import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import './Tabs.css';

export interface TabItem<Id extends string> {
  id: Id;
  label: ReactNode;
}

/**
 * Accessible tabs: a tablist with arrow, Home and End keys (roving focus) and one panel showing the
 * active tab's content.
 */
export function Tabs<Id extends string>({
  tabs,
  active,
  onChange,
  label,
  children,
}: {
  tabs: readonly TabItem<Id>[];
  active: Id;
  onChange: (id: Id) => void;
  /** Name of the tab list for screen readers. */
  label: string;
  /** The active tab's content. */
  children: ReactNode;
}) {
  const base = useId();
  const refs = useRef(new Map<Id, HTMLButtonElement>());

  const onKey = (event: KeyboardEvent) => {
    if (!['ArrowRight', 'ArrowLeft', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const index = tabs.findIndex((t) => t.id === active);
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? tabs.length - 1
          : (index + (event.key === 'ArrowRight' ? 1 : -1) + tabs.length) % tabs.length;
    const tab = tabs[next];
    if (!tab) return;
    onChange(tab.id);
    refs.current.get(tab.id)?.focus();
  };

  return (
    <>
      <div className="tabs" role="tablist" aria-label={label} onKeyDown={onKey}>
        {tabs.map((t) => (
          <button
            key={t.id}
            ref={(el) => {
              if (el) refs.current.set(t.id, el);
              else refs.current.delete(t.id);
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${t.id}`}
            aria-selected={active === t.id}
            aria-controls={`${base}-panel-${t.id}`}
            tabIndex={active === t.id ? 0 : -1}
            className="tab"
            onClick={() => onChange(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <section
        role="tabpanel"
        id={`${base}-panel-${active}`}
        aria-labelledby={`${base}-tab-${active}`}
        className="tab-panel"
      >
        {children}
      </section>
    </>
  );
}
