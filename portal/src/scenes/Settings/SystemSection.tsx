import { IconPower, IconRefresh } from '@trilha/sdk/ui';
import { useState } from 'react';
import { client, errorMessage } from '../../api';
import { ConfirmDialog } from '../../components/dialogs';
import { FormAlert } from '../../components/StateMessages';
import { T } from '../../messages';
import { showError, showSuccess } from '../../state/banners';

type Component = 'frontend' | 'backend' | 'both';

/** Spec §4 Banners: a restart of the frontend reloads the page after 3 s. */
const RELOAD_AFTER_MS = 3_000;

const ACTIONS: { component: Component; label: string; confirm: string }[] = [
  { component: 'frontend', label: T.settings.restartFrontend, confirm: T.settings.restartConfirmFrontend },
  { component: 'backend', label: T.settings.restartBackend, confirm: T.settings.restartConfirmBackend },
  { component: 'both', label: T.settings.restartBoth, confirm: T.settings.restartConfirmBoth },
];

/** Restart of the frontend, the backend or both, each after a confirmation. */
export function SystemSection() {
  const [asking, setAsking] = useState<(typeof ACTIONS)[number] | null>(null);
  const [reloading, setReloading] = useState(false);

  const restart = async (component: Component) => {
    try {
      const res = await client.adminSettings.restart(component);
      showSuccess(res.message);
      if (component !== 'backend') {
        setReloading(true);
        window.setTimeout(() => window.location.reload(), RELOAD_AFTER_MS);
      }
    } catch (e) {
      showError(errorMessage(e, T.settings.restartError));
    } finally {
      setAsking(null);
    }
  };

  return (
    <section className="settings-section card" aria-labelledby="settings-system">
      <h2 id="settings-system" className="settings-section-title">
        {T.settings.systemTitle}
      </h2>
      <p className="muted settings-section-text">{T.settings.systemText}</p>
      {reloading && <FormAlert kind="info">{T.settings.reloading}</FormAlert>}
      <div className="settings-actions settings-actions-start">
        {ACTIONS.map((action) => (
          <button
            key={action.component}
            type="button"
            className={action.component === 'both' ? 'btn btn-warning-outline' : 'btn btn-outline'}
            onClick={() => setAsking(action)}
            disabled={reloading}
          >
            {action.component === 'both' ? <IconPower size={18} /> : <IconRefresh size={18} />}
            {action.label}
          </button>
        ))}
      </div>
      {asking && (
        <ConfirmDialog
          title={T.settings.restartTitle}
          message={asking.confirm}
          confirmLabel={asking.label}
          onConfirm={() => restart(asking.component)}
          onClose={() => setAsking(null)}
        />
      )}
    </section>
  );
}
