import type { User } from '@trilha/sdk/contract';
import { IconMail } from '@trilha/sdk/ui';
import { useId, useState } from 'react';
import { client, errorMessage } from '../../api';
import { T } from '../../messages';
import { showError, showSuccess } from '../../state/banners';
import { updateCurrentUser } from '../../state/session';

/** 'Resumo semanal' (issue 18): a manager switches their weekly compliance e-mail on or off. */
export function DigestCard({ user }: { user: User }) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const [on, setOn] = useState(user.weekly_digest);
  const [busy, setBusy] = useState(false);

  const change = async (next: boolean) => {
    setBusy(true);
    setOn(next);
    try {
      const answer = await client.users.update(user.id, { weekly_digest: next });
      updateCurrentUser(answer.user);
      showSuccess(next ? T.digest.on : T.digest.off);
    } catch (e) {
      setOn(!next);
      showError(errorMessage(e, T.digest.error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card" aria-labelledby="digest-title">
      <h2 id="digest-title" className="card-title">
        {T.digest.title}
      </h2>
      <div className="security-row">
        <span className={`security-icon${on ? ' is-on' : ''}`} aria-hidden="true">
          <IconMail size={22} />
        </span>
        <div className="security-text">
          <label className="checkbox" htmlFor={inputId}>
            <input
              id={inputId}
              type="checkbox"
              checked={on}
              disabled={busy}
              aria-describedby={hintId}
              onChange={(e) => void change(e.target.checked)}
            />
            <span>{T.digest.label}</span>
          </label>
          <p id={hintId} className="muted">
            {T.digest.text}
          </p>
        </div>
      </div>
    </section>
  );
}
