import type { Course } from '@trilha/sdk/contract';

/** A student's courses by tab (spec §2 '/courses as student'). */
export interface StudentCourseGroups {
  /** 'Meus Cursos': enrolled, no certificate issued yet. */
  inProgress: Course[];
  /** 'Concluídos': a certificate was issued; newest certificate first. */
  completed: Course[];
  /** Published courses the student may enrol in. */
  available: Course[];
}

/** Completed means certified (spec §4 Enrolment): the one meaning of 'Concluído' everywhere. */
export const isCompletedCourse = (course: Course) => Boolean(course.enrollment?.certificate_issued_at);

/** Every lesson done, no certificate yet: 'Aulas concluídas', not 'Concluído'. */
export const hasFinishedLessons = (course: Course) =>
  !isCompletedCourse(course) && Boolean(course.enrollment?.completed_at);

/** A course unpublished or deactivated after the student enrolled: kept in their lists, not opened. */
export const isUnavailable = (course: Course) => course.is_available === false;

export function groupStudentCourses(courses: readonly Course[]): StudentCourseGroups {
  const enrolled = courses.filter((c) => c.is_enrolled || c.enrollment);
  return {
    inProgress: enrolled.filter((c) => !isCompletedCourse(c)),
    completed: enrolled
      .filter(isCompletedCourse)
      .sort((a, b) =>
        (b.enrollment?.certificate_issued_at ?? '').localeCompare(a.enrollment?.certificate_issued_at ?? ''),
      ),
    available: courses.filter((c) => !c.is_enrolled && !c.enrollment),
  };
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase('pt-BR');

/** Courses whose title or description contains the search, ignoring case and accents. */
export function searchCourses(courses: readonly Course[], query: string): Course[] {
  const q = fold(query.trim());
  if (!q) return [...courses];
  return courses.filter((c) => fold(`${c.title} ${c.description ?? ''}`).includes(q));
}
