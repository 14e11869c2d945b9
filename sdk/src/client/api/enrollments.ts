import { E } from '../../contract/endpoints';
import type { Caller } from './caller';

export const enrollmentsApi = ({ call }: Caller) => ({
  my: () => call(E.enrollments.my),
});
