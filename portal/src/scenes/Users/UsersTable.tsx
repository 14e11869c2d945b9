import type { UserListItem } from '@trilha/sdk/contract';
import { CourseChips, DataTable, EmptyRow, StatusBadge } from '../../components/DataTable';
import { T } from '../../messages';

export interface UsersTableProps {
  users: UserListItem[];
  meId?: number;
  busyId: number | null;
  onEdit: (user: UserListItem) => void;
  onPassword: (user: UserListItem) => void;
  onToggleStatus: (user: UserListItem) => void;
  onToggle2fa: (user: UserListItem) => void;
  onDelete: (user: UserListItem) => void;
}

function roleLabel(role: string) {
  return T.roles[role as keyof typeof T.roles] ?? role;
}

function modalityLabel(modality: string | null) {
  if (!modality) return '—';
  return T.modality[modality as keyof typeof T.modality] ?? modality;
}

/** Columns of spec §2: Nome, Email, Empresa, Tipo, Modalidade, Status, 2FA, Editar, Senha, Ativar, Excluir. */
export function UsersTable({
  users,
  meId,
  busyId,
  onEdit,
  onPassword,
  onToggleStatus,
  onToggle2fa,
  onDelete,
}: UsersTableProps) {
  return (
    <DataTable columns={T.users.columns} caption={T.users.tabUsers}>
      {users.length === 0 ? (
        <EmptyRow colSpan={T.users.columns.length}>{T.users.empty}</EmptyRow>
      ) : (
        users.map((user) => {
          const own = user.id === meId;
          const busy = busyId === user.id;
          const display = user.name || user.email;
          return (
            <tr key={user.id} className={user.is_active ? undefined : 'row-inactive'}>
              <td className="cell-name">
                <span className="cell-strong">{user.name || '—'}</span>
                <CourseChips courses={user.courses} />
              </td>
              <td className="cell-email">{user.email}</td>
              <td>{user.company || '—'}</td>
              <td>
                <span className={`badge ${user.role === 'admin' ? 'badge-primary' : 'badge-neutral'}`}>
                  {roleLabel(user.role)}
                </span>
              </td>
              <td>{modalityLabel(user.modality)}</td>
              <td>
                <StatusBadge active={user.is_active} />
              </td>
              <td>
                <button
                  type="button"
                  role="switch"
                  className="switch"
                  aria-checked={user.two_factor_enabled}
                  aria-label={T.users.twoFactorSwitch(display)}
                  title={user.two_factor_enabled ? T.common.active : T.common.inactive}
                  disabled={busy}
                  onClick={() => onToggle2fa(user)}
                >
                  <span className="switch-thumb" />
                </button>
              </td>
              <td>
                <button
                  type="button"
                  className="btn btn-sm btn-outline"
                  onClick={() => onEdit(user)}
                  aria-label={`${T.common.edit} ${display}`}
                >
                  {T.common.edit}
                </button>
              </td>
              <td>
                <button
                  type="button"
                  className="btn btn-sm btn-outline"
                  onClick={() => onPassword(user)}
                  aria-label={`${T.users.passwordButton} ${display}`}
                >
                  {T.users.passwordButton}
                </button>
              </td>
              <td>
                <button
                  type="button"
                  className={`btn btn-sm ${user.is_active ? 'btn-warning-outline' : 'btn-success-outline'}`}
                  onClick={() => onToggleStatus(user)}
                  disabled={own || busy}
                  title={own ? T.users.ownRow : undefined}
                  aria-label={`${user.is_active ? T.common.deactivate : T.common.activate} ${display}`}
                >
                  {user.is_active ? T.common.deactivate : T.common.activate}
                </button>
              </td>
              <td>
                <button
                  type="button"
                  className="btn btn-sm btn-danger-outline"
                  onClick={() => onDelete(user)}
                  disabled={own || busy}
                  title={own ? T.users.ownRow : undefined}
                  aria-label={`${T.common.delete} ${display}`}
                >
                  {T.common.delete}
                </button>
              </td>
            </tr>
          );
        })
      )}
    </DataTable>
  );
}
