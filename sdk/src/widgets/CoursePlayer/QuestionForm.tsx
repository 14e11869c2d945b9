import { type FormEvent, useId, useRef, useState } from 'react';
import { ApiError } from '../../client/http';
import { TUTORING_LEARNER_MSG } from '../../contract/learnerMessages';
import { type LessonQuestion, TUTORING_LIMITS } from '../../contract/tutoring';
import { useTrilhaClient } from '../../provider';
import { IconCheckCircle, IconClose, IconPaperclip } from '../../ui/icons';
import { messageOf } from './errors';
import { FormField, FormFooter } from './FormField';
import { formatFileSize } from './format';
import { PLAYER_MSG } from './messages';
import { imageError, QUESTION_IMAGE_ACCEPT, type QuestionErrors, textError, validateQuestion } from './questions';

interface QuestionFormProps {
  lessonId: number;
  /** The question went through: the panel shows it and reloads its lists. */
  onAsked(question: LessonQuestion): Promise<void> | void;
}

/**
 * The 'Dúvidas' form: the question (5 to 4000 characters, with a live count) and an optional
 * picture. Field errors sit under their field; a refused question shows the server's pt-BR text
 * (a refused picture under the picture), and a sent one the contract's confirmation.
 */
export function QuestionForm({ lessonId, onAsked }: QuestionFormProps) {
  const client = useTrilhaClient();
  const id = useId();
  const textRef = useRef<HTMLTextAreaElement>(null);
  const imageRef = useRef<HTMLInputElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  const [text, setText] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<QuestionErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [asked, setAsked] = useState(false);
  const [sending, setSending] = useState(false);

  const edited = () => {
    setFailure(null);
    setAsked(false);
  };

  const clearImageInput = () => {
    if (imageRef.current) imageRef.current.value = '';
  };

  // A wrong picture is said at once and not kept; a good one replaces the input with its name.
  const choose = (file: File | null) => {
    edited();
    const refused = imageError(file);
    setErrors((prev) => ({ ...prev, image: refused }));
    if (refused) clearImageInput();
    setImage(refused ? null : file);
    if (file && !refused) requestAnimationFrame(() => removeRef.current?.focus());
  };

  const removeImage = () => {
    edited();
    setImage(null);
    clearImageInput();
    requestAnimationFrame(() => imageRef.current?.focus());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found = validateQuestion({ text, image });
    setErrors(found);
    edited();
    if (found.text) return textRef.current?.focus();
    if (found.image) return imageRef.current?.focus();
    setSending(true);
    try {
      const { question } = await client.lessons.ask(lessonId, text.trim(), image ?? undefined);
      setText('');
      setImage(null);
      clearImageInput();
      setAsked(true);
      await onAsked(question);
    } catch (error) {
      const message = messageOf(error, PLAYER_MSG.askFailed);
      // 413 / 415: the server read the picture and refused it.
      if (error instanceof ApiError && (error.status === 413 || error.status === 415)) {
        setErrors({ image: message });
        if (image) removeImage();
      } else setFailure(message);
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="trilha-question-form" onSubmit={submit} noValidate aria-busy={sending}>
      <fieldset className="trilha-question-form__fields" disabled={sending}>
        <FormField
          id={`${id}-text`}
          label={PLAYER_MSG.questionLabel}
          required
          hint={PLAYER_MSG.questionCount(text.length, TUTORING_LIMITS.questionMaxLength)}
          error={errors.text}
        >
          {(field) => (
            <textarea
              {...field}
              ref={textRef}
              className="trilha-input"
              rows={3}
              value={text}
              maxLength={TUTORING_LIMITS.questionMaxLength}
              onChange={(e) => {
                setText(e.target.value);
                edited();
                // The error goes as soon as the text is long enough; a new one waits for the next send.
                if (errors.text && !textError(e.target.value)) setErrors((prev) => ({ ...prev, text: undefined }));
              }}
            />
          )}
        </FormField>
        <FormField
          id={`${id}-image`}
          label={PLAYER_MSG.questionImage}
          hint={PLAYER_MSG.questionImageHint}
          error={errors.image}
        >
          {(field) => (
            <>
              <input
                {...field}
                ref={imageRef}
                type="file"
                className="trilha-input trilha-input--file"
                accept={QUESTION_IMAGE_ACCEPT}
                hidden={image !== null}
                onChange={(e) => choose(e.target.files?.[0] ?? null)}
              />
              {image && (
                <p className="trilha-question-form__file">
                  <IconPaperclip />
                  <span className="trilha-question-form__file-name">{PLAYER_MSG.questionImageChosen(image.name)}</span>
                  <span className="trilha-question-form__file-size">{formatFileSize(image.size)}</span>
                  <button
                    type="button"
                    ref={removeRef}
                    className="trilha-btn trilha-btn--secondary trilha-btn--sm"
                    aria-label={`${PLAYER_MSG.questionImageRemove}: ${image.name}`}
                    onClick={removeImage}
                  >
                    <IconClose />
                    <span>{PLAYER_MSG.questionImageRemove}</span>
                  </button>
                </p>
              )}
            </>
          )}
        </FormField>
      </fieldset>
      {/* Always in the page, so the confirmation is announced when it appears. */}
      <div role="status">
        {asked && (
          <p className="trilha-alert trilha-alert--success">
            <IconCheckCircle />
            {TUTORING_LEARNER_MSG.asked}
          </p>
        )}
      </div>
      <FormFooter label={PLAYER_MSG.askSubmit} sending={sending} failure={failure} />
    </form>
  );
}
