import { IconSearch } from '@trilha/sdk/ui';
import './SearchBox.css';

/** A search field with its icon; the label is for screen readers, the placeholder shows what it matches. */
export function SearchBox({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <label className="search">
      <span className="sr-only">{label}</span>
      <IconSearch size={18} />
      <input
        type="search"
        className="input"
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}
