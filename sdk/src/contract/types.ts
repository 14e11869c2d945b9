import type { Modality, Role } from './users';

/** Response shapes of spec §3 (issue 2 subset; later areas add theirs beside these). */
export interface User {
  id: number;
  name: string;
  email: string;
  role: Role;
  modality: Modality | null;
  cpf: string | null;
  phone: string | null;
  address: string | null;
  company: string | null;
  company_id: number | null;
  is_active: boolean;
  two_factor_enabled: boolean;
  must_change_password: boolean;
  photo: string | null;
  last_login: string | null;
  created_at: string;
}

/** Users in the admin table also carry their first courses ('+N mais'). */
export interface UserListItem extends User {
  courses?: string[];
}

export interface LoginResponse {
  token?: string;
  user?: User;
  firstLogin?: boolean;
  mustChangePassword?: boolean;
  requiresTwoFactor?: boolean;
  userId?: number;
  message?: string;
}

export interface MessageResponse {
  success?: boolean;
  message: string;
}

export interface ValidationIssue {
  msg: string;
  path: string;
}

export interface ErrorBody {
  message: string;
  errors?: ValidationIssue[];
  requiresTwoFactor?: boolean;
}

export interface Company {
  id: number;
  name: string;
  cnpj: string | null;
  contact_email: string | null;
  phone: string | null;
  address: string | null;
  description: string | null;
  is_active: boolean;
  employee_count: number;
  created_at: string;
}

export interface CompanyEmployee {
  id: number;
  name: string;
  email: string;
  cpf: string | null;
  phone: string | null;
  is_active: boolean;
  total_enrollments: number;
  completed_courses: number;
  courses: string[];
}

export interface PublicTheme {
  theme: { primary_color?: { value: string }; theme_color?: { value: string } };
}

export interface PublicLoginSettings {
  company_name: string;
  login_subtitle: string;
  login_logo_path: string | null;
  login_background_image: string | null;
}

export interface AdminDashboardCounts {
  users: { total: number; admins: number; students: number };
}
