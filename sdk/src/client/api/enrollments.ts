import type { Enrollment } from '../../contract';
import type { Caller } from './caller';

export const enrollmentsApi = ({ http, get, send, call }: Caller) => ({
  my: () => get<{ enrollments: Enrollment[] }>('/api/enrollments/my'),
});
