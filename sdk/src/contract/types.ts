import type { DrawRule } from './assessmentSchemas';
import type { CourseStatus, VideoType } from './courses';
import type { QuestionType } from './questionBanks';
import type { SignatureKind } from './signing';
import type { TrainingType } from './trainingTypes';
import type { Modality, Role } from './users';

/** Response shapes of spec §3, and those of the areas beyond it. */
export interface User {
  id: number;
  name: string;
  email: string;
  role: Role;
  modality: Modality | null;
  cpf: string | null;
  phone: string | null;
  address: string | null;
  /** An instructor's qualification and professional registration (issue 20). */
  qualification: string | null;
  professional_registration: string | null;
  company: string | null;
  company_id: number | null;
  is_active: boolean;
  two_factor_enabled: boolean;
  must_change_password: boolean;
  /** A manager's weekly compliance digest is on (issue 18); true for everyone else, unused. */
  weekly_digest: boolean;
  photo: string | null;
  /** The latest sign-in (the current session's, for the signed-in user). */
  last_login: string | null;
  /** The sign-in before the latest one: 'Último acesso' on the dashboard; null on a first sign-in. */
  previous_login: string | null;
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
  /** The stable id of the error (ARCHITECTURE §4): clients branch on it, people read the message. */
  error?: string;
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
  /** Signed link of the lesson video's WebVTT captions (pt-BR), for an uploaded video that has them. */
  caption_url: string | null;
  duration: number;
  order_index: number;
  completed: boolean;
  canAccess: boolean;
  /** Admins only: students with saved progress or a completion in this lesson (the delete confirm says so). */
  students_with_progress?: number;
}

export interface CourseModule {
  id: number;
  title: string;
  description: string | null;
  order_index: number;
  lessons: Lesson[];
  /** Admins only: distinct students with progress in any lesson of this module. */
  students_with_progress?: number;
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
  workload_hours: number | null;
  syllabus: string | null;
  modality: string | null;
  location: string | null;
  instructor_name: string | null;
  instructor_qualification: string | null;
  technician_name: string | null;
  technician_qualification: string | null;
  refresher_course_id: number | null;
  /** NR-01 rules (issue 19): the preset followed, the practical flag in force, the content version. */
  nr_preset_id: number | null;
  practical_required: boolean;
  version: number;
  created_at: string;
  total_duration: number;
  lesson_count: number;
  /** Published and active: students may open it. An enrolled student keeps an unavailable course in their lists. */
  is_available: boolean;
  is_enrolled?: boolean;
  enrollment?: {
    id: number;
    progress: number;
    enrolled_at: string;
    completed_at: string | null;
    certificate_issued_at: string | null;
  } | null;
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
  /** Inicial, periódico (the reciclagem) or eventual (a trigger), issue 19. */
  training_type: TrainingType;
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

// ---- Assessments and certificates (spec §3) ----

export interface QuestionOptionShape {
  id: number;
  option_text: string;
  /** Only for admins (editor, preview) and in results after a submit. */
  is_correct?: boolean;
}

export interface QuestionShape {
  id: number;
  question_text: string;
  /** 'multiple_choice' for an assessment's own list (one right option); a bank's types when drawn. */
  question_type: 'multiple_choice' | QuestionType;
  points: number;
  /** A drawn question's picture (or a scenario's situation picture), as it was when drawn. */
  image_url?: string | null;
  options: QuestionOptionShape[];
  /** A scenario's single-choice items: each answered by its own id. */
  items?: { id: number; text: string; options: QuestionOptionShape[] }[];
}

export interface AssessmentShape {
  id: number;
  course_id: number;
  course_title?: string;
  title: string;
  description: string | null;
  time_limit: number;
  passing_score: number;
  max_attempts: number | null;
  allow_retake: boolean;
  /** Questions drawn from banks for each attempt (issue 21); null: the fixed list. */
  draw_rules: DrawRule[] | null;
  shuffle_questions: boolean;
  shuffle_options: boolean;
  question_count: number;
  attempt_count: number;
  questions?: QuestionShape[];
  /** For students: attempts used, best score, whether they may start one now. */
  my_attempts?: number;
  best_score?: number | null;
  can_start?: boolean;
  blocked_reason?: string | null;
}

export interface AttemptStart {
  attemptId: number;
  started_at: string;
  /** When the server stops accepting the submit (time limit, without the grace). */
  expires_at: string;
  remaining_seconds: number;
  assessment: AssessmentShape;
}

export interface AnswerResult {
  question_id: number;
  selected_option_id: number | null;
  correct_option_id: number;
  is_correct: boolean;
  /** A multiple-answer question's choices and right options. */
  selected_option_ids?: number[];
  correct_option_ids?: number[];
  /** The points this answer earned (partial credit, a scenario's share) of the question's. */
  points_earned?: number;
  points?: number;
  /** The bank's explanation, shown in the review. */
  explanation?: string | null;
}

/**
 * One question's statistics over the finished attempts that showed it (issue 21): the share right,
 * and the discrimination index (share right among the best 27 % of attempts minus among the worst
 * 27 %), null with too few attempts; a flag when everybody, or nobody, gets it right.
 */
export interface ItemStat {
  question_id: number;
  text: string;
  type: string;
  drawn: number;
  correct_rate: number | null;
  discrimination: number | null;
  flag: 'todos_acertam' | 'ninguem_acerta' | null;
}

/** A finished attempt as it was shown and answered (`GET /api/assessments/{id}/attempts/{attemptId}`). */
export interface AttemptReview {
  attempt: AttemptShape & { user_id: number; user_name: string };
  /** The paper: texts, pictures and options in the order shown, each option with is_correct. */
  questions: QuestionShape[];
  result: SubmitResponse;
}

export interface SubmitResponse {
  attemptId: number;
  score: number;
  passed: boolean;
  correctAnswers: number;
  totalQuestions: number;
  timeTaken: number;
  passingScore: number;
  expired: boolean;
  results: AnswerResult[];
  answers: AnswerResult[];
}

export interface AttemptShape {
  id: number;
  status: 'in_progress' | 'completed' | 'expired';
  score: number | null;
  passed: boolean | null;
  started_at: string;
  finished_at: string | null;
  time_taken: number | null;
}

export interface CertificateShape {
  id: number;
  course_id: number;
  course_title: string;
  user_id: number;
  user_name: string;
  user_email?: string;
  company?: string | null;
  issued_at: string;
  validated_at: string | null;
  expires_at: string | null;
  certificate_code: string;
  status: 'active' | 'revoked';
  validity: 'valid' | 'expiring' | 'expired' | 'revoked';
  validity_label: string;
  is_temporary: 0 | 1;
  training_type: TrainingType;
  /** The course's content version the training was taken on (null for certificates issued before issue 19). */
  course_version: number | null;
  /** The earlier training dates a convalidated certificate stands on, oldest first (issue 19). */
  convalidated_dates: string[];
  has_uploaded_file: boolean;
  score: number | null;
  revoke_reason?: string | null;
  /** When the worker confirmed receiving the training (issue 22), or null. */
  acknowledged_at?: string | null;
}

export interface CertificateVerification {
  found: boolean;
  certificate_code: string;
  student_name?: string;
  course_title?: string;
  workload_hours?: number | null;
  issued_at?: string;
  validated_at?: string | null;
  expires_at?: string | null;
  official?: boolean;
  validity?: CertificateShape['validity'];
  validity_label?: string;
  revoke_reason?: string | null;
  training_type?: TrainingType;
  course_version?: number | null;
  convalidated_dates?: string[];
  /** How its PDF is signed (issue 22): the provider's A1, the platform's seal, or null (temporary, uploaded). */
  signature?: SignatureKind | null;
}

export interface CompletedCourseWithGrades {
  id: number;
  title: string;
  description: string | null;
  thumbnail: string | null;
  completed_at: string | null;
  certificate_issued_at: string | null;
  assessments: {
    id: number;
    title: string;
    description: string | null;
    passing_score: number;
    attempt: { score: number; completed_at: string | null; passed: boolean } | null;
  }[];
}
