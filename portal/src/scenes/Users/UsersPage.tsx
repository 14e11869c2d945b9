import { useSignals } from '@preact/signals-react/runtime';
import { type KeyboardEvent, useRef, useState } from 'react';
import { PageHeader } from '../../components/PageHeader';
import { ErrorState } from '../../components/StateMessages';
import { T } from '../../messages';
import { isAdmin } from '../../state/session';
import { CompaniesTab } from './CompaniesTab';
import { UsersTab } from './UsersTab';
import './Users.css';

const TABS = [
  { id: 'users', label: T.users.tabUsers },
  { id: 'companies', label: T.users.tabCompanies },
] as const;
type TabId = (typeof TABS)[number]['id'];

/** Users and Companies (admin), with the tabs Usuários / Empresas. */
export function UsersPage() {
  useSignals();
  const [tab, setTab] = useState<TabId>('users');
  const tabRefs = useRef<Record<TabId, HTMLButtonElement | null>>({ users: null, companies: null });

  if (!isAdmin.value) return <ErrorState message={T.common.accessDenied} />;

  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft' && event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    const index = TABS.findIndex((t) => t.id === tab);
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? TABS.length - 1
          : (index + (event.key === 'ArrowRight' ? 1 : -1) + TABS.length) % TABS.length;
    const id = (TABS[next] ?? TABS[0]).id;
    setTab(id);
    tabRefs.current[id]?.focus();
  };

  return (
    <div className="users-page">
      <PageHeader title={T.users.pageTitle} subtitle={T.users.pageSubtitle} />
      <div className="tabs" role="tablist" aria-label={T.users.pageTitle} onKeyDown={onKey}>
        {TABS.map((t) => (
          <button
            key={t.id}
            ref={(el) => {
              tabRefs.current[t.id] = el;
            }}
            type="button"
            role="tab"
            id={`tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls={`panel-${t.id}`}
            tabIndex={tab === t.id ? 0 : -1}
            className="tab"
            onClick={() => setTab(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <section role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="tab-panel">
        {tab === 'users' ? <UsersTab /> : <CompaniesTab />}
      </section>
    </div>
  );
}
