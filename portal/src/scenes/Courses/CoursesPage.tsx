import { useSignals } from '@preact/signals-react/runtime';
import { isAdmin } from '../../state/session';
import { AdminCourses } from './AdminCourses';
import { StudentCourses } from './StudentCourses';
import './Courses.css';

/** '/courses': 'Gerenciar Cursos' for admins, the course lists for students (spec §2). */
export function CoursesPage() {
  useSignals();
  return isAdmin.value ? <AdminCourses /> : <StudentCourses />;
}
