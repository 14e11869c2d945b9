import { type FormEvent, useId, useRef, useState } from 'react';
import { useTrilhaClient } from '../../provider';
import {
  type AttachmentErrors,
  PANEL_ATTACHMENT_ACCEPT,
  PANEL_ATTACHMENT_TYPES,
  validateAttachment,
} from './attachmentForm';
import { messageOf } from './errors';
import { FormField, FormFooter } from './FormField';
import { PLAYER_MSG } from './messages';

interface AttachmentUploadFormProps {
  lessonId: number;
  /** The upload went through: the panel reloads its list. */
  onUploaded(): Promise<void> | void;
}

/**
 * The edit mode's upload form of 'Material de Apoio' (spec §5 'Lesson attachment panel'): title,
 * optional description and a file of the panel's types. Field errors sit under their field, linked
 * with aria-describedby; a refused upload shows the server's pt-BR text, else the spec's fallback.
 */
export function AttachmentUploadForm({ lessonId, onUploaded }: AttachmentUploadFormProps) {
  const client = useTrilhaClient();
  const id = useId();
  const titleRef = useRef<HTMLInputElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<AttachmentErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState(false);
  const [sending, setSending] = useState(false);

  const edited = () => {
    setFailure(null);
    setUploaded(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found = validateAttachment({ file, title });
    setErrors(found);
    edited();
    if (found.title) return titleRef.current?.focus();
    if (found.file || !file) return fileRef.current?.focus();
    setSending(true);
    try {
      await client.lessons.uploadAttachment(lessonId, file, title.trim(), description.trim() || undefined);
      setTitle('');
      setDescription('');
      setFile(null);
      if (fileRef.current) fileRef.current.value = '';
      setUploaded(true);
      await onUploaded();
    } catch (error) {
      setFailure(messageOf(error, PLAYER_MSG.uploadFailed));
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="trilha-upload" onSubmit={submit} noValidate aria-labelledby={`${id}-heading`} aria-busy={sending}>
      <h4 className="trilha-upload__heading" id={`${id}-heading`}>
        {PLAYER_MSG.uploadHeading}
      </h4>
      <fieldset className="trilha-upload__fields" disabled={sending}>
        <FormField id={`${id}-title`} label={PLAYER_MSG.uploadTitle} required error={errors.title}>
          {(field) => (
            <input
              {...field}
              ref={titleRef}
              className="trilha-input"
              value={title}
              maxLength={255}
              autoComplete="off"
              onChange={(e) => {
                setTitle(e.target.value);
                edited();
              }}
            />
          )}
        </FormField>
        <FormField id={`${id}-description`} label={PLAYER_MSG.uploadDescription}>
          {(field) => (
            <textarea
              {...field}
              className="trilha-input"
              rows={2}
              value={description}
              maxLength={2000}
              onChange={(e) => {
                setDescription(e.target.value);
                edited();
              }}
            />
          )}
        </FormField>
        <FormField
          id={`${id}-file`}
          label={PLAYER_MSG.uploadFile}
          required
          full
          hint={PLAYER_MSG.uploadFileHint(PANEL_ATTACHMENT_TYPES)}
          error={errors.file}
        >
          {(field) => (
            <input
              {...field}
              ref={fileRef}
              type="file"
              className="trilha-input trilha-input--file"
              accept={PANEL_ATTACHMENT_ACCEPT}
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                edited();
              }}
            />
          )}
        </FormField>
      </fieldset>
      <FormFooter label={PLAYER_MSG.uploadSubmit} sending={sending} failure={failure}>
        {uploaded && (
          <p className="trilha-upload__message is-success" role="status">
            {PLAYER_MSG.uploaded}
          </p>
        )}
      </FormFooter>
    </form>
  );
}
