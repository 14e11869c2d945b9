import { ApiError } from '@trilha/sdk/client';
import {
  BANK_CSV_COLUMNS,
  BANK_CSV_TYPES,
  BANK_MSG,
  type BankImportReport,
  QUESTION_TYPE_LABELS,
  QUESTION_TYPES,
} from '@trilha/sdk/contract';
import { useState } from 'react';
import { client, errorMessage } from '../../api';
import { Field } from '../../components/Field';
import { FormModal, useFormState } from '../../components/FormModal';
import { FormAlert } from '../../components/StateMessages';
import { T } from '../../messages';
import { ImportReport } from './ImportReport';

const TX = T.questionBanks;

/** The documented layout: the columns, what `tipo` holds and how `corretas` names the right letters. */
function FormatsHelp() {
  return (
    <details className="qb-import-help">
      <summary>{TX.formatsTitle}</summary>
      <p>{TX.csvNote}</p>
      <p className="qb-import-columns">
        {BANK_CSV_COLUMNS.map((c) => (
          <code key={c}>{c}</code>
        ))}
      </p>
      <p>{TX.csvTypesNote}</p>
      <ul>
        {QUESTION_TYPES.map((t) => (
          <li key={t}>
            <code>{BANK_CSV_TYPES[t]}</code> — {QUESTION_TYPE_LABELS[t]}
          </li>
        ))}
        <li>
          <code>{BANK_CSV_TYPES.item}</code> — {TX.csvTypeItem}
        </li>
      </ul>
      <p>{TX.csvCorrectNote}</p>
      <p>{TX.jsonNote}</p>
    </details>
  );
}

/** A refused import: the server's message, and its report or its list of problems when it sent one. */
function refusal(error: unknown): { message: string; report?: BankImportReport; list?: string[] } {
  const message = errorMessage(error, TX.importError);
  if (!(error instanceof ApiError)) return { message };
  const report = error.body.report as BankImportReport | undefined;
  if (report?.issues) return { message, report };
  return { message, list: error.errors?.map((e) => e.msg).filter((m) => m !== message) };
}

/**
 * 'Importar questões': a CSV in the documented columns or the platform's JSON. 'Simular importação'
 * shows what the file holds and what is wrong with it, writing nothing; 'Importar' adds its
 * questions, and is offered only after a simulation of that same file found no problem.
 */
export function ImportDialog({
  bankId,
  onClose,
  onImported,
}: {
  bankId: number;
  onClose: () => void;
  onImported: (message: string) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<BankImportReport | null>(null);
  const [checked, setChecked] = useState<{ file: File; message: string } | null>(null);
  /** A refusal's problems when it came without a report. */
  const [problems, setProblems] = useState<string[]>([]);
  const [simulating, setSimulating] = useState(false);
  const form = useFormState();
  const ready = Boolean(file && checked?.file === file);

  const pick = (next: File | null) => {
    setFile(next);
    setReport(null);
    setChecked(null);
    setProblems([]);
    form.setError(null);
  };

  const showRefusal = (error: unknown) => {
    const { message, report, list } = refusal(error);
    form.setError(message);
    if (report) setReport(report);
    setProblems(report ? [] : (list ?? []));
  };

  const simulate = async () => {
    if (!file) return form.setError(BANK_MSG.importFile);
    form.setError(null);
    setProblems([]);
    form.setBusy(true);
    setSimulating(true);
    try {
      const answer = await client.questionBanks.importFile(bankId, file, true);
      setReport(answer.report);
      if (answer.report.issues.length) form.setError(answer.message);
      else setChecked({ file, message: answer.message });
    } catch (error) {
      setReport(null);
      showRefusal(error);
    } finally {
      form.setBusy(false);
      setSimulating(false);
    }
  };

  const submit = () => {
    if (!file || !ready) return form.setError(TX.simulateFirst);
    return (async () => {
      try {
        const answer = await client.questionBanks.importFile(bankId, file, false);
        onImported(answer.message || BANK_MSG.imported(answer.report.imported));
      } catch (error) {
        setChecked(null);
        showRefusal(error);
      }
    })();
  };

  return (
    <FormModal
      title={TX.importTitle}
      intro={<p className="muted small qb-import-intro">{TX.importIntro}</p>}
      onClose={onClose}
      form={form}
      onSubmit={submit}
      submitLabel={TX.importSubmit}
      busyLabel={TX.importing}
      submitDisabled={!ready}
      size="lg"
    >
      <FormatsHelp />
      <div className="qb-import-pick">
        <Field label={TX.importFile} hint={ready ? undefined : TX.simulateFirst}>
          {({ id, describedBy }) => (
            <input
              id={id}
              type="file"
              accept=".csv,.json,text/csv,application/json"
              className="input input-file"
              aria-describedby={describedBy}
              disabled={form.busy}
              onChange={(e) => pick(e.target.files?.[0] ?? null)}
            />
          )}
        </Field>
        <button type="button" className="btn btn-outline" onClick={simulate} disabled={!file || form.busy}>
          {simulating ? TX.simulating : TX.simulate}
        </button>
      </div>
      {checked && <FormAlert kind="success">{checked.message}</FormAlert>}
      {problems.length > 0 && (
        <ul className="qb-import-issues">
          {problems.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
      {report && <ImportReport report={report} />}
    </FormModal>
  );
}
