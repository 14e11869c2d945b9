import { IconAward } from '../shared/icons';
import { Modal } from '../shared/Modal';
import { PLAYER_MSG } from './messages';

/** The congratulations shown after the last lesson; OK refreshes the course (spec §4 Lesson). */
export function CompletionModal({ text, onConfirm }: { text?: string; onConfirm(): void }) {
  return (
    <Modal
      title={PLAYER_MSG.congratsTitle}
      tone="success"
      icon={<IconAward />}
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
