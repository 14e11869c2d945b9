import { useSignals } from '@preact/signals-react/runtime';
import { BANK_MSG, type BankQuestion, type QuestionBank } from '@trilha/sdk/contract';
import { IconChevronLeft, IconDownload, IconPlus, IconUpload, useLoader } from '@trilha/sdk/ui';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { client, errorMessage } from '../../api';
import { AccessDenied } from '../../components/AccessDenied';
import { ConfirmDialog } from '../../components/dialogs';
import { Field } from '../../components/Field';
import { PageHeader } from '../../components/PageHeader';
import { Loading } from '../../components/Spinner';
import { EmptyState, ErrorState } from '../../components/StateMessages';
import { T } from '../../messages';
import { showError, showSuccess } from '../../state/banners';
import { isAdmin } from '../../state/session';
import { downloadBank } from './bankExport';
import { ImportDialog } from './ImportDialog';
import { QuestionCard } from './QuestionCard';
import { QuestionDialog } from './QuestionDialog';
import './QuestionBanks.css';

const TX = T.questionBanks;

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit'; question: BankQuestion; number: number }
  | { kind: 'delete'; question: BankQuestion; number: number }
  | { kind: 'import' }
  | null;

/** One question bank (issue 21, admins): its questions in order, by topic, and its import and export. */
export function QuestionBankPage() {
  useSignals();
  const { id } = useParams();
  const bankId = Number(id);
  if (!isAdmin.value) return <AccessDenied message={TX.accessDenied} />;
  if (!Number.isSafeInteger(bankId) || bankId <= 0) return <ErrorState message={BANK_MSG.notFound} />;
  return <Bank key={bankId} bankId={bankId} />;
}

/** The filter's value: '' every question, 'none' those without a topic, 't:' and a topic that topic's. */
const inFilter = (filter: string, q: BankQuestion) =>
  !filter || (filter === 'none' ? !q.topic : filter === `t:${q.topic}`);

function Bank({ bankId }: { bankId: number }) {
  // A bank that is gone answers 404 with the server's text: shown as it is.
  const { state, data, retry, reload } = useLoader(() => client.questionBanks.get(bankId), [], {
    toError: (e) => errorMessage(e, TX.bankLoadError),
  });
  const [dialog, setDialog] = useState<Dialog>(null);
  const [topic, setTopic] = useState('');
  const [busy, setBusy] = useState<'csv' | 'json' | 'delete' | null>(null);

  const back = (
    <Link to="/question-banks" className="btn btn-secondary btn-sm qb-back">
      <IconChevronLeft size={16} />
      {TX.back}
    </Link>
  );
  if (state.status === 'error') {
    return (
      <div className="qb-page">
        {back}
        <ErrorState message={state.error} onRetry={retry} />
      </div>
    );
  }
  if (!data) return <Loading />;

  const { bank, questions } = data;
  const numbered = questions.map((question, i) => ({ question, number: i + 1 }));
  const shown = numbered.filter(({ question }) => inFilter(topic, question));

  const exportAs = async (format: 'csv' | 'json') => {
    setBusy(format);
    try {
      await downloadBank(bank, format);
    } catch (e) {
      showError(errorMessage(e, TX.exportError));
    } finally {
      setBusy(null);
    }
  };

  const removeQuestion = async (question: BankQuestion) => {
    setBusy('delete');
    try {
      showSuccess(
        (await client.questionBanks.removeQuestion(bank.id, question.id)).message || BANK_MSG.questionDeleted,
      );
      await reload();
    } catch (e) {
      showError(errorMessage(e, TX.deleteQuestionError));
    } finally {
      setBusy(null);
    }
  };

  const saved = (message: string) => {
    showSuccess(message);
    setDialog(null);
    void reload();
  };

  return (
    <div className="qb-page">
      {back}
      <PageHeader
        title={bank.title}
        subtitle={`${bank.course_title ?? TX.sharedOption} · ${TX.questionCount(bank.question_count)}`}
        actions={
          <>
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => exportAs('csv')}
              disabled={busy !== null}
            >
              <IconDownload size={18} />
              {busy === 'csv' ? TX.exporting : TX.exportCsv}
            </button>
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => exportAs('json')}
              disabled={busy !== null}
            >
              <IconDownload size={18} />
              {busy === 'json' ? TX.exporting : TX.exportJson}
            </button>
            <button type="button" className="btn btn-outline" onClick={() => setDialog({ kind: 'import' })}>
              <IconUpload size={18} />
              {TX.importButton}
            </button>
            <button type="button" className="btn btn-primary" onClick={() => setDialog({ kind: 'create' })}>
              <IconPlus size={18} />
              {TX.newQuestion}
            </button>
          </>
        }
      />
      {questions.length === 0 ? (
        <EmptyState>{TX.questionsEmpty}</EmptyState>
      ) : (
        <>
          <TopicFilter bank={bank} questions={questions} value={topic} onChange={setTopic} shown={shown.length} />
          {shown.length === 0 ? (
            <EmptyState>{TX.filterEmpty}</EmptyState>
          ) : (
            <ol className="qb-questions">
              {shown.map(({ question, number }) => (
                <QuestionCard
                  key={question.id}
                  question={question}
                  number={number}
                  disabled={busy === 'delete'}
                  onEdit={() => setDialog({ kind: 'edit', question, number })}
                  onDelete={() => setDialog({ kind: 'delete', question, number })}
                />
              ))}
            </ol>
          )}
        </>
      )}

      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <QuestionDialog
          bankId={bank.id}
          question={dialog.kind === 'edit' ? dialog.question : undefined}
          number={dialog.kind === 'edit' ? dialog.number : undefined}
          topics={bank.topics.map((t) => t.topic)}
          onClose={() => setDialog(null)}
          onSaved={saved}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title={TX.confirmDeleteQuestionTitle}
          message={TX.confirmDeleteQuestion(dialog.number)}
          confirmLabel={T.common.delete}
          danger
          onClose={() => setDialog(null)}
          onConfirm={async () => {
            const question = dialog.question;
            setDialog(null);
            await removeQuestion(question);
          }}
        />
      )}
      {dialog?.kind === 'import' && (
        <ImportDialog bankId={bank.id} onClose={() => setDialog(null)} onImported={saved} />
      )}
    </div>
  );
}

/** The topic filter: every topic of the bank with its count, and the questions without one. */
function TopicFilter({
  bank,
  questions,
  value,
  onChange,
  shown,
}: {
  bank: QuestionBank;
  questions: BankQuestion[];
  value: string;
  onChange: (topic: string) => void;
  shown: number;
}) {
  const untopical = questions.filter((q) => !q.topic).length;
  return (
    <div className="toolbar qb-toolbar">
      <Field label={TX.topicFilter} className="qb-filter">
        {({ id }) => (
          <select id={id} className="input" value={value} onChange={(e) => onChange(e.target.value)}>
            <option value="">{TX.allTopics}</option>
            {bank.topics.map((t) => (
              <option key={t.topic} value={`t:${t.topic}`}>
                {TX.topicCount(t.topic, t.count)}
              </option>
            ))}
            {untopical > 0 && <option value="none">{TX.topicCount(TX.noTopic, untopical)}</option>}
          </select>
        )}
      </Field>
      <p className="muted small qb-shown" aria-live="polite">
        {TX.shownCount(shown, questions.length)}
      </p>
    </div>
  );
}
