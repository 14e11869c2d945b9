import { useSignals } from '@preact/signals-react/runtime';
import type { Role } from '@trilha/sdk/contract';
import {
  IconActivity,
  IconAward,
  IconBarChart,
  IconBook,
  IconClipboard,
  IconDashboard,
  IconDatabase,
  IconFileText,
  IconList,
  IconLock,
  IconLogout,
  IconMail,
  IconPieChart,
  IconSettings,
  IconShieldCheck,
  IconUser,
  IconUsers,
} from '@trilha/sdk/ui';
import type { ComponentType } from 'react';
import { NavLink } from 'react-router';
import { T } from '../messages';
import { TUTORING_TEXT } from '../scenes/Tutoring/tutoringMessages';
import { currentUser, signOut } from '../state/session';
import { Avatar } from './Avatar';

interface NavEntry {
  to: string;
  label: string;
  icon: ComponentType<{ size?: number }>;
  /** Who sees the entry (spec §2 Side menu). */
  roles: readonly Role[];
}

const BOTH: readonly Role[] = ['admin', 'student'];
/** An instructor (issue 20): 'Minhas Turmas Práticas' and Perfil. */
const WITH_INSTRUCTOR: readonly Role[] = [...BOTH, 'instructor'];

const ADMIN: readonly Role[] = ['admin'];
const STUDENT: readonly Role[] = ['student'];
const MANAGER: readonly Role[] = ['manager'];
const INSTRUCTOR: readonly Role[] = ['instructor'];
/** The tutors (issue 26): admins, and instructors assigned to a course (the queue says so when none is). */
const TUTORS: readonly Role[] = ['admin', 'instructor'];

/**
 * The menu in the spec's order. Later screens slot in here: Cursos and Certificados after
 * Dashboard, Relatório de Notas (students), then Relatórios, Configurações, Sistema de Backup
 * and Logs after Usuários (admins).
 */
const ENTRIES: readonly NavEntry[] = [
  { to: '/dashboard', label: T.nav.dashboard, icon: IconDashboard, roles: BOTH },
  { to: '/courses', label: T.nav.courses, icon: IconBook, roles: BOTH },
  { to: '/question-banks', label: T.questionBanks.title, icon: IconFileText, roles: ADMIN },
  { to: '/nr-presets', label: T.adminNav.nrPresets, icon: IconShieldCheck, roles: ADMIN },
  { to: '/practical-sessions', label: T.adminNav.practicalSessions, icon: IconClipboard, roles: ADMIN },
  { to: '/practical-sessions', label: T.nav.mySessions, icon: IconClipboard, roles: INSTRUCTOR },
  { to: '/tutoring', label: TUTORING_TEXT.nav, icon: IconMail, roles: TUTORS },
  { to: '/certificates', label: T.nav.certificates, icon: IconAward, roles: BOTH },
  { to: '/grades-report', label: T.nav.gradesReport, icon: IconBarChart, roles: STUDENT },
  { to: '/profile', label: T.nav.profile, icon: IconUser, roles: WITH_INSTRUCTOR },
  { to: '/users', label: T.nav.users, icon: IconUsers, roles: ADMIN },
  { to: '/reports', label: T.adminNav.reports, icon: IconPieChart, roles: ADMIN },
  { to: '/settings', label: T.adminNav.settings, icon: IconSettings, roles: ADMIN },
  { to: '/backup', label: T.adminNav.backup, icon: IconDatabase, roles: ADMIN },
  { to: '/logs', label: T.adminNav.logs, icon: IconList, roles: ADMIN },
  { to: '/webhooks', label: T.adminNav.webhooks, icon: IconActivity, roles: ADMIN },
  { to: '/privacy-requests', label: T.adminNav.privacyRequests, icon: IconLock, roles: ADMIN },
  { to: '/api-docs', label: T.adminNav.apiDocs, icon: IconFileText, roles: ADMIN },
];

/** A client company's manager (issue 18): their company's team, matrix, certificates and reports. */
const MANAGER_ENTRIES: readonly NavEntry[] = [
  { to: '/dashboard', label: T.nav.dashboard, icon: IconDashboard, roles: MANAGER },
  { to: '/team', label: T.nav.team, icon: IconUsers, roles: MANAGER },
  { to: '/training-matrix', label: T.nav.trainingMatrix, icon: IconClipboard, roles: MANAGER },
  { to: '/certificates', label: T.nav.certificates, icon: IconAward, roles: MANAGER },
  { to: '/reports', label: T.nav.reports, icon: IconPieChart, roles: MANAGER },
  { to: '/webhooks', label: T.adminNav.webhooks, icon: IconActivity, roles: MANAGER },
  { to: '/profile', label: T.nav.profile, icon: IconUser, roles: MANAGER },
];

export function Sidebar({ collapsed, onNavigate }: { collapsed: boolean; onNavigate: () => void }) {
  useSignals();
  const user = currentUser.value;
  if (!user) return null;
  const entries = [...ENTRIES, ...MANAGER_ENTRIES].filter((e) => e.roles.includes(user.role));
  const roleLabel = T.roles[user.role] ?? T.roles.student;

  return (
    <aside id="sidebar" className="sidebar" data-collapsed={collapsed || undefined}>
      <nav aria-label={T.layout.menu} className="sidebar-nav">
        <ul>
          {entries.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                className="sidebar-link"
                title={collapsed ? label : undefined}
                aria-label={collapsed ? label : undefined}
                onClick={onNavigate}
              >
                <Icon size={20} />
                <span className="sidebar-label">{label}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="sidebar-footer">
        <div className="sidebar-user" title={collapsed ? `${user.name || user.email} (${roleLabel})` : undefined}>
          <Avatar name={user.name} email={user.email} photo={user.photo} size={38} />
          <div className="sidebar-user-text">
            <span className="sidebar-user-name">{user.name || user.email}</span>
            <span className="sidebar-user-role">{roleLabel}</span>
          </div>
        </div>
        <button
          type="button"
          className="sidebar-logout"
          onClick={() => void signOut()}
          aria-label={collapsed ? T.layout.logout : undefined}
          title={collapsed ? T.layout.logout : undefined}
        >
          <IconLogout size={18} />
          <span className="sidebar-label">{T.layout.logout}</span>
        </button>
      </div>
    </aside>
  );
}
