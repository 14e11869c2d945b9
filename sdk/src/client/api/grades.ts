import type { CompletedCourseWithGrades } from '../../contract';
import type { Caller } from './caller';

export const gradesApi = ({ http, get, send, call }: Caller) => ({
  completedCourses: () => get<CompletedCourseWithGrades[]>('/api/users/completed-courses-with-grades'),
});
