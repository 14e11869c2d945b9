import type { UserListItem } from '@trilha/sdk/contract';
import { client } from '../../api';

/**
 * What an admin issues a certificate for, by name: every course and the active students (the
 * official upload and the earlier-training dialog pick from the same lists).
 */
export async function loadCertificateOptions() {
  const [c, u] = await Promise.all([client.courses.list(), client.users.list({ role: 'student' })]);
  return {
    courses: [...c.courses].sort((a, b) => a.title.localeCompare(b.title, 'pt-BR')),
    students: u.users.filter((s) => s.is_active).sort((a, b) => a.name.localeCompare(b.name, 'pt-BR')),
  };
}

export const studentLabel = (s: Pick<UserListItem, 'name' | 'email'>) => `${s.name} (${s.email})`;
