import { useSignals } from '@preact/signals-react/runtime';
import type { SettingsShape } from '@trilha/sdk/contract';
import { IconMail, useLoader } from '@trilha/sdk/ui';
import { useState } from 'react';
import { client } from '../../api';
import { AccessDenied } from '../../components/AccessDenied';
import { PageHeader } from '../../components/PageHeader';
import { Loading } from '../../components/Spinner';
import { ErrorState } from '../../components/StateMessages';
import { T } from '../../messages';
import { isAdmin } from '../../state/session';
import { DigestSection } from './DigestSection';
import { LoginBrandingSection } from './LoginBrandingSection';
import { PrivacySection } from './PrivacySection';
import { SigningCertificateSection } from './SigningCertificateSection';
import { SmtpSection } from './SmtpSection';
import { StatsSection } from './StatsSection';
import { SystemSection } from './SystemSection';
import { TestEmailDialog } from './TestEmailDialog';
import { ThemeSection } from './ThemeSection';
import './Settings.css';

/** System settings (spec §2): statistics, theme, login screen, SMTP, digest, signing certificate, system controls, test e-mail. */
export function SettingsPage() {
  useSignals();
  if (!isAdmin.value) return <AccessDenied message={T.settings.accessDenied} />;
  return <Settings />;
}

function Settings() {
  const {
    data: settings,
    failed: error,
    reload,
    setData,
  } = useLoader(() => client.adminSettings.get().then((r) => r.settings), []);
  const [testOpen, setTestOpen] = useState(false);

  if (error && !settings) return <ErrorState message={T.settings.loadError} onRetry={reload} />;
  if (!settings) return <Loading />;

  const update = (next: Partial<SettingsShape>) => setData((current) => ({ ...current, ...next }));

  return (
    <div className="settings-page">
      <PageHeader
        title={T.settings.title}
        subtitle={T.settings.subtitle}
        actions={
          <button type="button" className="btn btn-outline" onClick={() => setTestOpen(true)}>
            <IconMail size={18} />
            {T.settings.testEmail}
          </button>
        }
      />
      <StatsSection />
      <ThemeSection saved={settings.primary_color} onSaved={update} />
      <LoginBrandingSection settings={settings} onSaved={update} />
      <SmtpSection settings={settings} onSaved={update} onTest={() => setTestOpen(true)} />
      <DigestSection settings={settings} onSaved={update} />
      <SigningCertificateSection />
      <PrivacySection />
      <SystemSection />
      {testOpen && <TestEmailDialog onClose={() => setTestOpen(false)} />}
    </div>
  );
}
