import { LIMITS, MSG, type User } from '@trilha/sdk/contract';
import { IconKey, IconShield, IconShieldCheck } from '@trilha/sdk/ui';
import { useState } from 'react';
import { client } from '../../api';
import { ProofDialog } from '../../components/ProofDialog';
import { T } from '../../messages';
import { showError, showSuccess } from '../../state/banners';
import { updateCurrentUser } from '../../state/session';
import { TwoFactorCodeDialog } from '../Users/TwoFactorCodeDialog';
import { ProfilePasswordDialog } from './ProfilePasswordDialog';

/** 'Erro ao alterar configuração de 2FA: ' plus the server's or the error's message. */
function twoFactorFailure(error: unknown): string {
  return T.profile.twoFactorError + (error instanceof Error ? error.message : '');
}

/** 'Segurança da Conta': password change and the two-factor toggle. */
export function SecurityCard({ user }: { user: User }) {
  const [busy, setBusy] = useState(false);
  const [prompt, setPrompt] = useState(false);
  const [disabling, setDisabling] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const enabled = user.two_factor_enabled;

  const toggle = async () => {
    setBusy(true);
    try {
      if (enabled) {
        // Switching 2FA off takes the current password and a code.
        setDisabling(true);
      } else {
        await client.users.request2faEnable(user.id);
        setPrompt(true);
      }
    } catch (e) {
      showError(twoFactorFailure(e), LIMITS.twoFactorErrorBannerMs);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card" aria-labelledby="security-title">
      <h2 id="security-title" className="card-title">
        {T.profile.security}
      </h2>
      <div className="security-row">
        <span className="security-icon" aria-hidden="true">
          <IconKey size={22} />
        </span>
        <div className="security-text">
          <h3>{T.profile.passwordTitle}</h3>
          <p className="muted">{T.profile.passwordText}</p>
        </div>
        <button type="button" className="btn btn-outline" onClick={() => setPasswordOpen(true)}>
          {T.profile.changePassword}
        </button>
      </div>
      <div className="security-row">
        <span className={`security-icon${enabled ? ' is-on' : ''}`} aria-hidden="true">
          {enabled ? <IconShieldCheck size={22} /> : <IconShield size={22} />}
        </span>
        <div className="security-text">
          <h3>
            {T.profile.twoFactorTitle}{' '}
            <span className={`badge ${enabled ? 'badge-success' : 'badge-muted'}`}>
              {enabled ? T.profile.twoFactorOnBadge : T.profile.twoFactorOffBadge}
            </span>
          </h3>
          <p className="muted">{enabled ? T.profile.twoFactorOnText : T.profile.twoFactorOffText}</p>
        </div>
        <button
          type="button"
          className={`btn ${enabled ? 'btn-danger-outline' : 'btn-primary'}`}
          onClick={toggle}
          disabled={busy}
        >
          {busy ? T.profile.processing : enabled ? T.profile.disable2fa : T.profile.enable2fa}
        </button>
      </div>

      {prompt && (
        <TwoFactorCodeDialog
          email={user.email}
          title={T.profile.promptTitle}
          text={T.profile.promptText(user.email)}
          label={T.profile.promptLabel}
          confirmLabel={T.profile.enable2fa}
          formatError={twoFactorFailure}
          onCancel={() => setPrompt(false)}
          onConfirm={async (code) => {
            const answer = await client.users.enable2fa(user.id, code);
            updateCurrentUser({ two_factor_enabled: true });
            setPrompt(false);
            showSuccess(answer.message || MSG.twoFactorEnabled, LIMITS.successBannerMs);
          }}
        />
      )}
      {disabling && (
        <ProofDialog
          actor={user}
          title={T.proof.disableTitle}
          text={T.proof.disableOwn}
          confirmLabel={T.profile.disable2fa}
          failure={T.profile.twoFactorError}
          onClose={() => setDisabling(false)}
          onConfirm={async (proof) => {
            const answer = await client.users.disable2fa(user.id, proof);
            updateCurrentUser({ two_factor_enabled: false });
            setDisabling(false);
            showSuccess(answer.message || MSG.twoFactorDisabled, LIMITS.successBannerMs);
          }}
        />
      )}
      {passwordOpen && <ProfilePasswordDialog user={user} onClose={() => setPasswordOpen(false)} />}
    </section>
  );
}
