import { T } from '../messages';

interface Props {
  onEdit: () => void;
  onDelete: () => void;
  /** What each button says to a screen reader: 'Editar NR-35', not a bare 'Editar' in every row. */
  editLabel: string;
  deleteLabel: string;
  disabled?: boolean;
  className: string;
}

/** A row's 'Editar' and 'Excluir', named after the row they act on. */
export function EditDeleteButtons({ onEdit, onDelete, editLabel, deleteLabel, disabled, className }: Props) {
  return (
    <span className={className}>
      <button
        type="button"
        className="btn btn-sm btn-outline"
        onClick={onEdit}
        aria-label={editLabel}
        disabled={disabled}
      >
        {T.common.edit}
      </button>
      <button
        type="button"
        className="btn btn-sm btn-danger-outline"
        onClick={onDelete}
        aria-label={deleteLabel}
        disabled={disabled}
      >
        {T.common.delete}
      </button>
    </span>
  );
}
