import { useSignals } from '@preact/signals-react/runtime';
import { BANK_MSG, type QuestionBank } from '@trilha/sdk/contract';
import { useLoader } from '@trilha/sdk/ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { client, errorMessage } from '../../api';
import { AccessDenied } from '../../components/AccessDenied';
import { DataTable, EmptyRow } from '../../components/DataTable';
import { ConfirmDialog } from '../../components/dialogs';
import { EditDeleteButtons } from '../../components/EditDeleteButtons';
import { ListScreen } from '../../components/ListScreen';
import { T } from '../../messages';
import { showError, showSuccess } from '../../state/banners';
import { isAdmin } from '../../state/session';
import { BankForm } from './BankForm';
import './QuestionBanks.css';

const TX = T.questionBanks;

type Dialog = { kind: 'create' } | { kind: 'edit'; bank: QuestionBank } | { kind: 'delete'; bank: QuestionBank } | null;

/** 'Bancos de Questões' (issue 21, admins): the banks, with their course, size and topics. */
export function QuestionBanksPage() {
  useSignals();
  if (!isAdmin.value) return <AccessDenied message={TX.accessDenied} />;
  return <QuestionBanks />;
}

const byTitle = (a: QuestionBank, b: QuestionBank) => a.title.localeCompare(b.title, 'pt-BR', { numeric: true });

function QuestionBanks() {
  const navigate = useNavigate();
  const { data, failed, retry, reload } = useLoader(
    () => client.questionBanks.list().then((r) => [...r.banks].sort(byTitle)),
    [],
  );
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const remove = async (bank: QuestionBank) => {
    setBusyId(bank.id);
    try {
      showSuccess((await client.questionBanks.remove(bank.id)).message || BANK_MSG.deleted);
      await reload();
    } catch (e) {
      // A bank assessments draw from: the server's 409 says so.
      showError(errorMessage(e, TX.deleteError));
    } finally {
      setBusyId(null);
    }
  };

  const columns = TX.columns;
  return (
    <>
      <ListScreen
        className="qb-page"
        title={TX.title}
        subtitle={TX.subtitle}
        newLabel={TX.newBank}
        onNew={() => setDialog({ kind: 'create' })}
        loaded={{ data, failed, retry }}
        loadError={TX.loadError}
      >
        {(data) => (
          <DataTable columns={columns} caption={TX.caption}>
            {data.length === 0 ? (
              <EmptyRow colSpan={columns.length}>{TX.empty}</EmptyRow>
            ) : (
              data.map((bank) => (
                <tr key={bank.id}>
                  <td className="qb-title-cell">
                    <Link to={`/question-banks/${bank.id}`} className="cell-strong">
                      {bank.title}
                    </Link>
                  </td>
                  <td>{bank.course_title ?? <span className="badge badge-outline">{TX.shared}</span>}</td>
                  <td className="qb-count">{bank.question_count}</td>
                  <td className="qb-topics-cell">
                    {bank.topics.length ? (
                      <span className="chips">
                        {bank.topics.map((t) => (
                          <span key={t.topic} className="chip">
                            {TX.topicCount(t.topic, t.count)}
                          </span>
                        ))}
                      </span>
                    ) : (
                      <span className="muted">{TX.noTopics}</span>
                    )}
                  </td>
                  <td>
                    <EditDeleteButtons
                      className="qb-actions"
                      onEdit={() => setDialog({ kind: 'edit', bank })}
                      onDelete={() => setDialog({ kind: 'delete', bank })}
                      editLabel={TX.editLabel(bank.title)}
                      deleteLabel={TX.deleteLabel(bank.title)}
                      disabled={busyId === bank.id}
                    />
                  </td>
                </tr>
              ))
            )}
          </DataTable>
        )}
      </ListScreen>

      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <BankForm
          bank={dialog.kind === 'edit' ? dialog.bank : undefined}
          onClose={() => setDialog(null)}
          onSaved={(message, bank) => {
            showSuccess(message);
            // A new bank is empty: its page is where its questions are added.
            if (dialog.kind === 'create') return navigate(`/question-banks/${bank.id}`);
            setDialog(null);
            void reload();
          }}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title={TX.confirmDeleteTitle}
          message={TX.confirmDelete(dialog.bank.title, dialog.bank.question_count)}
          confirmLabel={T.common.delete}
          danger
          onClose={() => setDialog(null)}
          onConfirm={async () => {
            const bank = dialog.bank;
            setDialog(null);
            await remove(bank);
          }}
        />
      )}
    </>
  );
}
