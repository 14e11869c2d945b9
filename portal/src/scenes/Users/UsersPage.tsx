import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { PageHeader } from '../../components/PageHeader';
import { ErrorState } from '../../components/StateMessages';
import { Tabs } from '../../components/Tabs';
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

  if (!isAdmin.value) return <ErrorState message={T.common.accessDenied} />;

  return (
    <div className="users-page">
      <PageHeader title={T.users.pageTitle} subtitle={T.users.pageSubtitle} />
      <Tabs tabs={TABS} active={tab} onChange={setTab} label={T.users.pageTitle}>
        {tab === 'users' ? <UsersTab /> : <CompaniesTab />}
      </Tabs>
    </div>
  );
}
