import { IconArrowDown, IconArrowUp, IconTrash } from '@trilha/sdk/ui';
import { T } from '../../../messages';

/** Move up, move down and delete for one module or lesson; each button names the item it acts on. */
export function ItemToolbar({
  item,
  removeLabel,
  canMoveUp,
  canMoveDown,
  canRemove,
  onMove,
  onRemove,
}: {
  /** 'Módulo 2', 'Módulo 2, Aula 1'. */
  item: string;
  removeLabel: string;
  canMoveUp: boolean;
  canMoveDown: boolean;
  canRemove: boolean;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}) {
  const label = (action: string) => T.courseForm.itemLabel(action, item);
  return (
    <div className="item-toolbar">
      <button
        type="button"
        className="icon-button"
        disabled={!canMoveUp}
        onClick={() => onMove(-1)}
        aria-label={label(T.courseForm.moveUp)}
        title={T.courseForm.moveUp}
      >
        <IconArrowUp size={18} />
      </button>
      <button
        type="button"
        className="icon-button"
        disabled={!canMoveDown}
        onClick={() => onMove(1)}
        aria-label={label(T.courseForm.moveDown)}
        title={T.courseForm.moveDown}
      >
        <IconArrowDown size={18} />
      </button>
      <button
        type="button"
        className="icon-button icon-button-danger"
        disabled={!canRemove}
        onClick={onRemove}
        aria-label={label(removeLabel)}
        title={removeLabel}
      >
        <IconTrash size={18} />
      </button>
    </div>
  );
}
