import { CERTIFICATE_MSG, type Course, type UserListItem } from '@trilha/sdk/contract';
import { IconUpload } from '@trilha/sdk/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { client, errorMessage } from '../../api';
import { Field } from '../../components/Field';
import { FormProblemContext } from '../../components/formProblem';
import { FormAlert } from '../../components/StateMessages';
import { T } from '../../messages';
import { showSuccess } from '../../state/banners';
import { loadCertificateOptions, studentLabel } from './certificateOptions';

const TX = T.certificates;

const isPdf = (file: File) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name);

/** The admin's upload of an official certificate PDF for a course and a student (spec §5 'Backup and certificates'). */
export function UploadCertificateForm({ onUploaded }: { onUploaded(): void }) {
  const [courses, setCourses] = useState<Course[]>([]);
  const [students, setStudents] = useState<UserListItem[]>([]);
  const [optionsError, setOptionsError] = useState(false);
  const [courseId, setCourseId] = useState('');
  const [userId, setUserId] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [invalidField, setInvalidField] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    let alive = true;
    loadCertificateOptions()
      .then((options) => {
        if (!alive) return;
        setCourses(options.courses);
        setStudents(options.students);
      })
      .catch(() => alive && setOptionsError(true));
    return () => {
      alive = false;
    };
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The line names what is missing; the first field that lacks it reads as invalid.
    const missing = !courseId ? 'course' : !userId ? 'student' : !file ? 'file' : null;
    setInvalidField(missing ?? (file && !isPdf(file) ? 'file' : null));
    if (missing || !file) {
      setError(CERTIFICATE_MSG.uploadRequired);
      return;
    }
    if (!isPdf(file)) {
      setError(CERTIFICATE_MSG.uploadType);
      return;
    }
    setError(null);
    setSending(true);
    try {
      const answer = await client.certificates.upload(Number(courseId), Number(userId), file);
      showSuccess(answer.message || CERTIFICATE_MSG.uploaded);
      setCourseId('');
      setUserId('');
      setFile(null);
      if (fileRef.current) fileRef.current.value = '';
      onUploaded();
    } catch (err) {
      setError(errorMessage(err, TX.uploadError));
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="card cert-upload" aria-labelledby="cert-upload-title">
      <h2 id="cert-upload-title" className="card-title">
        {TX.uploadTitle}
      </h2>
      <p className="muted cert-upload-text">{TX.uploadText}</p>
      <form onSubmit={submit} noValidate>
        <FormAlert kind="error" id="cert-upload-error">
          {optionsError ? TX.optionsError : error}
        </FormAlert>
        <FormProblemContext.Provider
          value={error && invalidField ? { field: invalidField, messageId: 'cert-upload-error' } : null}
        >
          <div className="cert-upload-grid">
            <Field label={TX.course} required problemKey="course">
              {({ id, describedBy, invalid }) => (
                <select
                  id={id}
                  className="input"
                  aria-describedby={describedBy}
                  aria-invalid={invalid || undefined}
                  value={courseId}
                  disabled={sending}
                  onChange={(e) => setCourseId(e.target.value)}
                >
                  <option value="">{TX.selectCourse}</option>
                  {courses.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.title}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label={TX.student} required problemKey="student">
              {({ id, describedBy, invalid }) => (
                <select
                  id={id}
                  className="input"
                  aria-describedby={describedBy}
                  aria-invalid={invalid || undefined}
                  value={userId}
                  disabled={sending}
                  onChange={(e) => setUserId(e.target.value)}
                >
                  <option value="">{TX.selectStudent}</option>
                  {students.map((s) => (
                    <option key={s.id} value={s.id}>
                      {studentLabel(s)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label={TX.file} required problemKey="file">
              {({ id, describedBy, invalid }) => (
                <input
                  id={id}
                  ref={fileRef}
                  type="file"
                  className="input input-file"
                  aria-describedby={describedBy}
                  aria-invalid={invalid || undefined}
                  accept="application/pdf,.pdf"
                  disabled={sending}
                  onChange={(e) => setFile(e.target.files?.[0] ?? null)}
                />
              )}
            </Field>
            <button type="submit" className="btn btn-primary cert-upload-submit" disabled={sending}>
              <IconUpload size={18} />
              {sending ? TX.uploading : TX.upload}
            </button>
          </div>
        </FormProblemContext.Provider>
      </form>
    </section>
  );
}
