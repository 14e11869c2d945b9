import { acceptOf, BANK_LIMITS, BANK_MSG, mimesOf, QUESTION_IMAGE_TYPES, typeNames } from '@trilha/sdk/contract';
import { IconTrash } from '@trilha/sdk/ui';
import { useRef } from 'react';
import { Field } from '../../components/Field';
import { T } from '../../messages';
import type { ImageDraft } from './questionDraft';

const TX = T.questionBanks;

function readDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** Whether the browser can draw it: a file renamed .png is refused before it is sent. */
function drawable(dataUrl: string): Promise<boolean> {
  const image = new Image();
  image.src = dataUrl;
  return image.decode().then(
    () => true,
    () => false,
  );
}

/**
 * The question's picture: a file of the types the server takes, previewed as it will be sent (a
 * data URL). The browser refuses what is plainly not one (too big, of another type, or not an
 * image it can draw) under the field, in the server's words; the server checks the bytes again,
 * and its refusal shows in the form's error line.
 */
export function QuestionImageField({
  image,
  savedUrl,
  error,
  disabled,
  onChange,
  onError,
}: {
  image: ImageDraft;
  /** The picture the question has on the server (null: a new question, or none yet). */
  savedUrl: string | null;
  error?: string;
  disabled: boolean;
  onChange: (image: ImageDraft) => void;
  onError: (message: string | undefined) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const shown = image.kind === 'new' ? image.dataUrl : image.kind === 'saved' ? image.url : null;

  const refuse = () => {
    if (input.current) input.current.value = '';
    onError(BANK_MSG.image);
  };

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const typeOk = !file.type || mimesOf(QUESTION_IMAGE_TYPES).includes(file.type);
    if (file.size > BANK_LIMITS.imageMaxBytes || !typeOk) return refuse();
    const dataUrl = await readDataUrl(file);
    if (!(await drawable(dataUrl))) return refuse();
    onError(undefined);
    onChange({ kind: 'new', dataUrl });
  };

  const remove = () => {
    if (input.current) input.current.value = '';
    onError(undefined);
    onChange(savedUrl ? { kind: 'removed' } : { kind: 'saved', url: null });
  };

  return (
    <div className="qb-image">
      <Field label={TX.image} hint={TX.imageHint(typeNames(QUESTION_IMAGE_TYPES))} error={error} problemKey="image">
        {({ id, describedBy, invalid }) => (
          <input
            ref={input}
            id={id}
            type="file"
            accept={acceptOf(QUESTION_IMAGE_TYPES)}
            className="input input-file"
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            disabled={disabled}
            onChange={(e) => void pick(e.target.files?.[0])}
          />
        )}
      </Field>
      {shown ? (
        <div className="qb-image-preview">
          <img src={shown} alt={TX.imagePreview} />
          <button type="button" className="btn btn-sm btn-danger-outline" onClick={remove} disabled={disabled}>
            <IconTrash size={16} />
            {TX.removeImage}
          </button>
        </div>
      ) : (
        image.kind === 'removed' && <p className="field-hint qb-image-removed">{TX.imageRemoved}</p>
      )}
    </div>
  );
}
