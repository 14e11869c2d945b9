import type { User } from '../models';

/**
 * Who may do what, one function per capability. Routes call these right after loading, and the
 * permission-table test reads the same rules.
 */
export const isAdmin = (actor: User | undefined): boolean => actor?.role === 'admin';

/** Own profile or an admin. */
export const canViewUser = (actor: User, targetId: number): boolean => isAdmin(actor) || actor.id === targetId;

/** Students edit their own contact data; admins edit anyone. */
export const canEditUser = canViewUser;

/** Own password (with a code when 2FA is on) or an admin. */
export const canChangePassword = canViewUser;

/** 2FA is switched by the user on their profile, or by an admin on the users page. */
export const canManageTwoFactor = canViewUser;

export const canManageUsers = isAdmin;
export const canManageCompanies = isAdmin;

/** An admin cannot lock themselves out: no self-deactivation or self-deletion. */
export const canChangeStatusOf = (actor: User, targetId: number): boolean => isAdmin(actor) && actor.id !== targetId;
export const canDeleteUser = canChangeStatusOf;
