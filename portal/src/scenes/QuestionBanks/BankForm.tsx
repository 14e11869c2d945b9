import { BANK_MSG, type QuestionBank, type QuestionBankReq, QuestionBankSchema } from '@trilha/sdk/contract';
import { useLoader } from '@trilha/sdk/ui';
import { useState } from 'react';
import { client, errorDetails } from '../../api';
import { Field, TextField } from '../../components/Field';
import { FormModal, useFormState } from '../../components/FormModal';
import { ErrorState } from '../../components/StateMessages';
import { T } from '../../messages';
import { validate } from '../../validate';

const TX = T.questionBanks;

const loadCourses = () =>
  client.courses
    .list()
    .then(({ courses }) =>
      courses.map((c) => ({ id: c.id, title: c.title })).sort((a, b) => a.title.localeCompare(b.title, 'pt-BR')),
    );

/**
 * 'Novo banco' and 'Editar banco': a title and the course the bank belongs to, or none (shared by
 * every course), checked with the contract's QuestionBankSchema before sending.
 */
export function BankForm({
  bank,
  onClose,
  onSaved,
}: {
  bank?: QuestionBank;
  onClose: () => void;
  onSaved: (message: string, bank: QuestionBank) => void;
}) {
  const courses = useLoader(loadCourses, []);
  const [title, setTitle] = useState(bank?.title ?? '');
  const [courseId, setCourseId] = useState(bank?.course_id ? String(bank.course_id) : '');
  const [errors, setErrors] = useState<{ title?: string; course_id?: string }>({});
  const form = useFormState();

  const submit = () => {
    const body: QuestionBankReq = { title: title.trim(), course_id: courseId ? Number(courseId) : null };
    const found = validate(QuestionBankSchema, body);
    setErrors(found);
    if (found.title || found.course_id) return;
    return (async () => {
      const answer = bank ? await client.questionBanks.update(bank.id, body) : await client.questionBanks.create(body);
      onSaved(answer.message || (bank ? BANK_MSG.updated : BANK_MSG.created), answer.bank);
    })();
  };

  return (
    <FormModal
      title={bank ? TX.editTitle : TX.createTitle}
      onClose={onClose}
      form={form}
      onSubmit={submit}
      failure={(e) => errorDetails(e, TX.saveError)}
      submitLabel={bank ? T.common.save : TX.create}
      busyLabel={bank ? T.common.saving : TX.creating}
      submitDisabled={!courses.data}
      size="md"
    >
      <TextField
        label={TX.titleField}
        name="title"
        value={title}
        onChange={(e) => {
          setTitle(e.target.value);
          setErrors((x) => ({ ...x, title: undefined }));
        }}
        error={errors.title}
        maxLength={200}
        required
        autoComplete="off"
      />
      {courses.failed ? (
        <ErrorState message={TX.coursesError} onRetry={courses.retry} />
      ) : (
        <Field label={TX.course} hint={TX.courseHint} error={errors.course_id}>
          {({ id, describedBy, invalid }) => (
            <select
              id={id}
              className="input"
              value={courseId}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              disabled={!courses.data}
              onChange={(e) => setCourseId(e.target.value)}
            >
              <option value="">{TX.sharedOption}</option>
              {courses.data?.map((c) => (
                <option key={c.id} value={String(c.id)}>
                  {c.title}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
    </FormModal>
  );
}
