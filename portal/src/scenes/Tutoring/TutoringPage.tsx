import { useSignals } from '@preact/signals-react/runtime';
import type { TutoringQuestion, TutoringQueue } from '@trilha/sdk/contract';
import { IconAlert, useLoader } from '@trilha/sdk/ui';
import { useSearchParams } from 'react-router';
import { client, errorMessage } from '../../api';
import { AccessDenied } from '../../components/AccessDenied';
import { PageHeader } from '../../components/PageHeader';
import { Pagination } from '../../components/Pagination';
import { Loading } from '../../components/Spinner';
import { EmptyState, ErrorState } from '../../components/StateMessages';
import { showSuccess } from '../../state/banners';
import { currentUser } from '../../state/session';
import { type QuestionActions, QuestionCard } from './QuestionCard';
import { filterParams, type QueueFilters, queueQuery, readFilters } from './queueFilters';
import { TutoringFilters } from './TutoringFilters';
import { TUTORING_TEXT as TX } from './tutoringMessages';
import { useFilterOptions } from './useFilterOptions';
import './Tutoring.css';

/** 'Dúvidas dos alunos' (issue 26): admins tutor every course, instructors the courses assigned to them. */
export function TutoringPage() {
  useSignals();
  const role = currentUser.value?.role;
  if (role !== 'admin' && role !== 'instructor') return <AccessDenied message={TX.accessDenied} />;
  return <TutoringQueueScreen admin={role === 'admin'} />;
}

/** Open, unanswered and past due: what the queue's overdue count counts. */
const countsAsOverdue = (q: TutoringQuestion) => q.status === 'open' && !q.first_response_at && q.overdue;

/** The queue with a changed question in place; the overdue count follows when an answer ended a wait. */
function withQuestion(queue: TutoringQueue, changed: TutoringQuestion): TutoringQueue {
  const before = queue.questions.find((q) => q.id === changed.id);
  const ended = before && countsAsOverdue(before) && !countsAsOverdue(changed) ? 1 : 0;
  return {
    ...queue,
    overdue: Math.max(0, queue.overdue - ended),
    questions: queue.questions.map((q) => (q.id === changed.id ? changed : q)),
  };
}

function TutoringQueueScreen({ admin }: { admin: boolean }) {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const key = filterParams(filters).toString();
  // A refusal says why (a course the instructor does not tutor, from an old link): the server's text.
  const queue = useLoader(() => client.tutoring.queue(queueQuery(filters)), [key], {
    refetchInPlace: true,
    showReloadErrors: true,
    toError: (e) => errorMessage(e, TX.loadError),
  });
  const options = useFilterOptions(admin, queue.data ?? undefined);

  const setFilters = (patch: Partial<QueueFilters>) => {
    // Any other filter starts the list again from its first page.
    const next = { ...filters, page: 1, ...patch };
    setParams(filterParams(next), { replace: !('page' in patch) });
    if ('page' in patch) window.scrollTo({ top: 0 });
  };

  // A question answered or changed stays where it is, as the tutor left it, until the next load.
  const actions: QuestionActions = {
    answer: async (question, text) => {
      const answer = await client.tutoring.answer(question.id, { text });
      queue.setData((q) => withQuestion(q, answer.question));
      showSuccess(answer.message);
    },
    update: async (question, change) => {
      const answer = await client.tutoring.update(question.id, change);
      queue.setData((q) => withQuestion(q, answer.question));
      showSuccess(answer.message);
    },
  };

  const data = queue.data;
  return (
    <div className="tq-page">
      <PageHeader title={TX.title} subtitle={TX.subtitle} />
      <TutoringFilters filters={filters} options={options} onChange={setFilters} />
      {queue.state.status === 'error' ? (
        <ErrorState message={queue.state.error} onRetry={() => void queue.retry()} />
      ) : !data ? (
        <Loading />
      ) : (
        <>
          <p className="tq-summary" role="status">
            <span>{TX.summary(data.total)}</span>
            <span className={data.overdue > 0 ? 'tq-summary-overdue' : undefined}>
              {data.overdue > 0 && <IconAlert size={16} />}
              {TX.overdueSummary(data.overdue)}
            </span>
          </p>
          {data.questions.length === 0 ? (
            <EmptyState>{TX.empty}</EmptyState>
          ) : (
            <ol className="tq-list" aria-label={TX.listLabel}>
              {data.questions.map((q) => (
                <QuestionCard key={q.id} question={q} actions={actions} />
              ))}
            </ol>
          )}
          <Pagination
            page={data.page}
            totalPages={data.pages}
            onPage={(page) => setFilters({ page })}
            label={TX.pagination}
          />
        </>
      )}
    </div>
  );
}
