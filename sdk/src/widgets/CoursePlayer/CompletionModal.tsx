import { IconAwardCompact } from '../../ui/icons';
import { Modal } from '../shared/dialogs';
import { PLAYER_MSG } from './messages';

/** The congratulations shown after the last lesson; OK refreshes the course (spec §4 Lesson). */
export function CompletionModal({ text, onConfirm }: { text?: string; onConfirm(): void }) {
  return (
    <Modal
      title={PLAYER_MSG.congratsTitle}
      tone="success"
      icon={<IconAwardCompact />}
      onClose={onConfirm}
      closeLabel={PLAYER_MSG.close}
      footer={
        <button type="button" className="trilha-btn trilha-btn--primary" data-autofocus onClick={onConfirm}>
          {PLAYER_MSG.ok}
        </button>
      }
    >
      <p>{text ?? PLAYER_MSG.congratsText}</p>
    </Modal>
  );
}
