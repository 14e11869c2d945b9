import { type Company, LIMITS } from '@trilha/sdk/contract';
import { IconClose } from '@trilha/sdk/ui';
import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import { formatCnpj } from '../../format';
import { T } from '../../messages';

function fold(value: string) {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase('pt-BR');
}

/** Up to 10 companies whose name or CNPJ matches what was typed (spec §9). */
export function suggestCompanies(companies: readonly Company[], query: string): Company[] {
  const q = fold(query.trim());
  const digits = query.replace(/\D/g, '');
  const found = q
    ? companies.filter(
        (c) => fold(c.name).includes(q) || (digits.length > 0 && (c.cnpj ?? '').replace(/\D/g, '').includes(digits)),
      )
    : companies;
  return found.slice(0, LIMITS.companySuggestions);
}

export interface CompanyAutocompleteProps {
  label: string;
  companies: readonly Company[];
  value: number | null;
  /** The name shown when the list has not loaded yet (the user's current company). */
  fallbackName?: string | null;
  onChange: (companyId: number | null) => void;
  disabled?: boolean;
  /** A manager's form: the company is required (marked, and its error read with the field). */
  required?: boolean;
  error?: string | null;
}

/** An ARIA combobox over the companies list. */
export function CompanyAutocomplete({
  label,
  companies,
  value,
  fallbackName,
  onChange,
  disabled,
  required,
  error,
}: CompanyAutocompleteProps) {
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const selected = companies.find((c) => c.id === value) ?? null;
  const [text, setText] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const shown = text ?? selected?.name ?? (value ? (fallbackName ?? '') : '');
  const suggestions = useMemo(() => suggestCompanies(companies, text ?? ''), [companies, text]);

  const pick = (company: Company) => {
    onChange(company.id);
    setText(null);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((a) => Math.min(a + 1, suggestions.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((a) => Math.max(a - 1, 0));
    } else if (event.key === 'Enter' && open) {
      const company = suggestions[active];
      if (company) {
        event.preventDefault();
        pick(company);
      }
    } else if (event.key === 'Escape' && open) {
      // Closes the list only, not the dialog around it.
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <div className={`field combobox${error ? ' field-invalid' : ''}`}>
      <label htmlFor={id} className="field-label">
        {label}
        {required && (
          <span className="field-required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <div className="input-group">
        <input
          id={id}
          className="input"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && suggestions[active] ? `${id}-opt-${suggestions[active]?.id}` : undefined}
          autoComplete="off"
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          placeholder={T.users.companyPlaceholder}
          value={shown}
          disabled={disabled}
          onChange={(e) => {
            setText(e.target.value);
            setActive(0);
            setOpen(true);
            if (value !== null) onChange(null);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            setText(null);
          }}
          onKeyDown={onKeyDown}
        />
        {(value !== null || text) && (
          <button
            type="button"
            className="input-addon"
            aria-label={T.users.companyClear}
            title={T.users.companyClear}
            onClick={() => {
              onChange(null);
              setText(null);
            }}
            disabled={disabled}
          >
            <IconClose size={16} />
          </button>
        )}
      </div>
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
      {open && (
        <div id={listId} role="listbox" className="combobox-list" aria-label={label}>
          {suggestions.length === 0 ? (
            <div className="combobox-empty">{T.users.companyNone}</div>
          ) : (
            suggestions.map((company, index) => (
              <div
                key={company.id}
                id={`${id}-opt-${company.id}`}
                role="option"
                aria-selected={index === active}
                tabIndex={-1}
                className={`combobox-option${index === active ? ' is-active' : ''}`}
                // mousedown keeps the input focused until the pick is made
                onMouseDown={(e) => {
                  e.preventDefault();
                  pick(company);
                }}
                onMouseEnter={() => setActive(index)}
              >
                <span>{company.name}</span>
                {company.cnpj && <span className="combobox-meta">{formatCnpj(company.cnpj)}</span>}
              </div>
            ))
          )}
        </div>
      )}
    </div>
  );
}
