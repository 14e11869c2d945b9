import { E } from '../../contract/endpoints';
import type { Caller } from './caller';

export const gradesApi = ({ call }: Caller) => ({
  completedCourses: () => call(E.users.completedCoursesWithGrades),
});
