import { IconCheckCircle, IconChevronRight } from '../../ui/icons';
import { Modal } from '../shared/dialogs';
import { PLAYER_MSG } from './messages';

/** After a completion (1 s later), offers the next lesson. */
export function NextLessonModal({ title, onNext, onStay }: { title: string; onNext(): void; onStay(): void }) {
  return (
    <Modal
      title={PLAYER_MSG.nextTitle}
      tone="success"
      icon={<IconCheckCircle />}
      onClose={onStay}
      closeLabel={PLAYER_MSG.close}
      footer={
        <>
          <button type="button" className="trilha-btn trilha-btn--secondary" onClick={onStay}>
            {PLAYER_MSG.stay}
          </button>
          <button type="button" className="trilha-btn trilha-btn--primary" data-autofocus onClick={onNext}>
            {PLAYER_MSG.goNext}
            <IconChevronRight />
          </button>
        </>
      }
    >
      <p>{PLAYER_MSG.nextText(title)}</p>
    </Modal>
  );
}
