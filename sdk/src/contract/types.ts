import type { CourseStatus, VideoType } from './courses';
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

// ---- Courses (spec §3) ----

export interface Lesson {
  id: number;
  module_id: number;
  title: string;
  description: string | null;
  video_type: VideoType;
  video_url: string | null;
  /** Path of the served local video, '/api/uploads/videos/...'. */
  video_file: string | null;
  duration: number;
  order_index: number;
  completed: boolean;
  canAccess: boolean;
}

export interface CourseModule {
  id: number;
  title: string;
  description: string | null;
  order_index: number;
  lessons: Lesson[];
}

export interface Course {
  id: number;
  title: string;
  description: string | null;
  thumbnail: string | null;
  thumbnail_url: string | null;
  status: CourseStatus;
  is_active: boolean;
  level: string | null;
  validity_months: number | null;
  created_at: string;
  total_duration: number;
  lesson_count: number;
  is_enrolled?: boolean;
  enrollment?: { id: number; progress: number; enrolled_at: string; completed_at: string | null; certificate_issued_at: string | null } | null;
  lastWatchedLesson?: { id: number } | null;
  modules?: CourseModule[];
  assessments?: { id: number; title: string }[];
}

export interface LessonAttachment {
  id: number;
  lesson_id: number;
  title: string;
  description: string | null;
  filename: string;
  original_filename: string;
  file_size: number;
  mime_type: string;
  url: string;
  created_at: string;
}

export interface Enrollment {
  id: number;
  user_id: number;
  course_id: number;
  name: string;
  email: string;
  progress: number;
  enrolled_at: string;
  completed_at: string | null;
  certificate_issued_at: string | null;
  course?: Course;
}

export interface DashboardStats {
  totalEnrollments: number;
  completedCourses: number;
  totalCourses: number;
  certificates: number;
}

export interface PopularCourse {
  id: number;
  title: string;
  enrollment_count: number;
  completion_count: number;
  average_progress: number;
}

export interface RecentActivity {
  type: 'enrollment' | 'completion';
  student_name: string;
  course_title: string;
  date: string;
}

export interface CompletionResponse {
  success: boolean;
  progress: number;
  courseCompleted: boolean;
  needsAssessment: boolean;
  assessmentId: number | null;
  message: string;
}

export interface CompletionStatus {
  isCompleted: boolean;
  assessmentCompleted: boolean;
  progress: number;
  needsAssessment: boolean;
  assessmentId: number | null;
}

export interface BulkEnrollSummary {
  successful: number;
  total: number;
  alreadyEnrolled: number;
  company: string;
  course: string;
}
