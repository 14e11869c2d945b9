import { useSignals } from '@preact/signals-react/runtime';
import { MSG, type UserListItem } from '@trilha/sdk/contract';
import { IconPlus, useLoader } from '@trilha/sdk/ui';
import { useMemo, useState } from 'react';
import { client, errorMessage } from '../../api';
import { ConfirmDialog } from '../../components/dialogs';
import { ProofDialog } from '../../components/ProofDialog';
import { SearchBox } from '../../components/SearchBox';
import { Loading } from '../../components/Spinner';
import { ErrorState } from '../../components/StateMessages';
import { T } from '../../messages';
import { showError, showSuccess } from '../../state/banners';
import { currentUser, updateCurrentUser } from '../../state/session';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { GeneratedPasswordDialog } from './GeneratedPasswordDialog';
import { TwoFactorCodeDialog } from './TwoFactorCodeDialog';
import { UserForm } from './UserForm';
import { UsersTable } from './UsersTable';

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit'; user: UserListItem }
  | { kind: 'password'; user: UserListItem }
  | { kind: 'delete'; user: UserListItem }
  | { kind: 'enable2fa'; user: UserListItem }
  | { kind: 'disable2fa'; user: UserListItem }
  | { kind: 'generated'; email: string; password: string }
  | null;

function matches(user: UserListItem, query: string): boolean {
  const q = query.trim().toLocaleLowerCase('pt-BR');
  if (!q) return true;
  return [user.name, user.email, user.company ?? '', user.cpf ?? ''].some((v) =>
    v.toLocaleLowerCase('pt-BR').includes(q),
  );
}

export function UsersTab() {
  useSignals();
  const me = currentUser.value;
  const { data: users, failed: error, reload } = useLoader(() => client.users.list().then((r) => r.users), []);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [query, setQuery] = useState('');
  const visible = useMemo(() => (users ?? []).filter((u) => matches(u, query)), [users, query]);

  const run = async (user: UserListItem, action: () => Promise<string>, fallback: string) => {
    setBusyId(user.id);
    try {
      showSuccess(await action());
      reload();
    } catch (e) {
      showError(errorMessage(e, fallback));
    } finally {
      setBusyId(null);
    }
  };

  const toggleStatus = (user: UserListItem) =>
    run(
      user,
      async () =>
        (await client.users.setStatus(user.id, !user.is_active)).message ||
        (user.is_active ? MSG.userDeactivated : MSG.userActivated),
      T.users.statusError,
    );

  const toggle2fa = async (user: UserListItem) => {
    // Switching 2FA off takes the admin's own password (and code, with 2FA on) first.
    if (user.two_factor_enabled) return setDialog({ kind: 'disable2fa', user });
    setBusyId(user.id);
    try {
      await client.users.request2faEnable(user.id);
      setDialog({ kind: 'enable2fa', user });
    } catch (e) {
      showError(errorMessage(e, T.users.twoFactorError));
    } finally {
      setBusyId(null);
    }
  };

  if (error && !users) return <ErrorState message={T.users.loadError} onRetry={reload} />;

  return (
    <div className="tab-content">
      <div className="toolbar">
        <SearchBox label={T.users.search} placeholder={T.users.searchPlaceholder} value={query} onChange={setQuery} />
        <button type="button" className="btn btn-primary" onClick={() => setDialog({ kind: 'create' })}>
          <IconPlus size={18} />
          {T.users.newUser}
        </button>
      </div>

      {!users ? (
        <Loading />
      ) : (
        <UsersTable
          users={visible}
          meId={me?.id}
          busyId={busyId}
          onEdit={(user) => setDialog({ kind: 'edit', user })}
          onPassword={(user) => setDialog({ kind: 'password', user })}
          onToggleStatus={toggleStatus}
          onToggle2fa={toggle2fa}
          onDelete={(user) => setDialog({ kind: 'delete', user })}
        />
      )}

      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <UserForm
          user={dialog.kind === 'edit' ? dialog.user : undefined}
          onClose={() => setDialog(null)}
          onSaved={(message, saved, generated) => {
            showSuccess(message);
            if (saved?.id === me?.id) updateCurrentUser(saved);
            reload();
            setDialog(generated ? { kind: 'generated', ...generated } : null);
          }}
        />
      )}
      {dialog?.kind === 'generated' && (
        <GeneratedPasswordDialog email={dialog.email} password={dialog.password} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'password' && (
        <ChangePasswordDialog user={dialog.user} isSelf={dialog.user.id === me?.id} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'enable2fa' && (
        <TwoFactorCodeDialog
          email={dialog.user.email}
          onCancel={() => setDialog(null)}
          onConfirm={async (code) => {
            const answer = await client.users.enable2fa(dialog.user.id, code);
            showSuccess(answer.message || MSG.twoFactorEnabled);
            setDialog(null);
            reload();
          }}
        />
      )}
      {dialog?.kind === 'disable2fa' && me && (
        <ProofDialog
          actor={me}
          title={T.proof.disableTitle}
          text={
            dialog.user.id === me.id ? T.proof.disableOwn : T.proof.disableOther(dialog.user.name || dialog.user.email)
          }
          confirmLabel={T.profile.disable2fa}
          failure={T.users.twoFactorError}
          onClose={() => setDialog(null)}
          onConfirm={async (proof) => {
            const answer = await client.users.disable2fa(dialog.user.id, proof);
            if (dialog.user.id === me.id) updateCurrentUser({ two_factor_enabled: false });
            showSuccess(answer.message || MSG.twoFactorDisabled);
            setDialog(null);
            reload();
          }}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title={T.users.confirmDeleteTitle}
          message={T.users.confirmDelete(dialog.user.name || dialog.user.email)}
          confirmLabel={T.common.delete}
          danger
          onClose={() => setDialog(null)}
          onConfirm={async () => {
            const user = dialog.user;
            setDialog(null);
            await run(
              user,
              async () => (await client.users.remove(user.id)).message || MSG.userDeleted,
              T.users.deleteError,
            );
          }}
        />
      )}
    </div>
  );
}
