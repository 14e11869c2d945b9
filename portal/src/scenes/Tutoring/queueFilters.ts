import { QUESTION_STATUSES, type QuestionStatus, type TutoringQueueQuery } from '@trilha/sdk/contract';

/** The queue's filters as the address holds them: the tutors' digest e-mail links to `?overdue=true`. */
export interface QueueFilters {
  status: QuestionStatus | '';
  courseId: number | null;
  companyId: number | null;
  overdue: boolean;
  page: number;
}

const idOf = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

export function readFilters(params: URLSearchParams): QueueFilters {
  const status = params.get('status') ?? '';
  return {
    status: (QUESTION_STATUSES as readonly string[]).includes(status) ? (status as QuestionStatus) : '',
    courseId: idOf(params.get('course_id')),
    companyId: idOf(params.get('company_id')),
    overdue: params.get('overdue') === 'true',
    page: idOf(params.get('page')) ?? 1,
  };
}

/** The address of the filters: only what is set, so a clean queue is a clean `/tutoring`. */
export function filterParams(filters: QueueFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.courseId) params.set('course_id', String(filters.courseId));
  if (filters.companyId) params.set('company_id', String(filters.companyId));
  if (filters.overdue) params.set('overdue', 'true');
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

export function queueQuery(filters: QueueFilters): TutoringQueueQuery {
  return {
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.courseId ? { course_id: filters.courseId } : {}),
    ...(filters.companyId ? { company_id: filters.companyId } : {}),
    ...(filters.overdue ? { overdue: 'true' as const } : {}),
    page: filters.page,
  };
}
