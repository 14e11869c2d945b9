import { BANK_LIMITS } from '@trilha/sdk/contract';
import { IconPlus, IconTrash } from '@trilha/sdk/ui';
import { Field } from '../../components/Field';
import { T } from '../../messages';
import { FieldGroup } from './FieldGroup';
import { OptionsEditor } from './OptionsEditor';
import { type ItemDraft, newItem } from './questionDraft';

const TX = T.questionBanks;

/** A scenario's items: each its own statement and single-choice alternatives; 1 to 10 of them. */
export function ScenarioItemsEditor({
  items,
  error,
  disabled,
  onChange,
}: {
  items: ItemDraft[];
  error?: string;
  disabled: boolean;
  onChange: (next: ItemDraft[]) => void;
}) {
  const update = (key: string, change: Partial<ItemDraft>) =>
    onChange(items.map((item) => (item.key === key ? { ...item, ...change } : item)));
  return (
    <FieldGroup legend={TX.items} hint={TX.itemsHint} error={error}>
      <ol className="qb-items">
        {items.map((item, i) => (
          <li key={item.key} className="qb-item">
            <div className="qb-item-head">
              <h3 className="qb-item-title">{TX.item(i + 1)}</h3>
              <button
                type="button"
                className="btn btn-sm btn-danger-outline"
                onClick={() => onChange(items.filter((x) => x.key !== item.key))}
                disabled={disabled || items.length <= 1}
                aria-label={TX.removeItem(i + 1)}
                title={TX.removeItem(i + 1)}
              >
                <IconTrash size={16} />
              </button>
            </div>
            <Field label={TX.itemText(i + 1)} required>
              {({ id }) => (
                <textarea
                  id={id}
                  className="input"
                  rows={2}
                  value={item.text}
                  disabled={disabled}
                  onChange={(e) => update(item.key, { text: e.target.value })}
                />
              )}
            </Field>
            <OptionsEditor
              options={item.options}
              many={false}
              item={i + 1}
              disabled={disabled}
              onChange={(options) => update(item.key, { options })}
            />
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="btn btn-sm btn-outline"
        onClick={() => onChange([...items, newItem()])}
        disabled={disabled || items.length >= BANK_LIMITS.maxItems}
      >
        <IconPlus size={16} />
        {TX.addItem}
      </button>
    </FieldGroup>
  );
}
