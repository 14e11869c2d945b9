import { acceptOf, COVER_FILE_TYPES } from '@trilha/sdk/contract';
import { useEffect, useState } from 'react';
import { Field } from '../../../components/Field';
import { T } from '../../../messages';

/** The cover image: an image of the types the server takes, previewed locally before the save uploads it. */
export function CoverPicker({
  file,
  currentUrl,
  onChange,
}: {
  file: File | null;
  currentUrl: string | null;
  onChange: (file: File | null) => void;
}) {
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const shown = preview ?? currentUrl;

  return (
    <div className="cover-picker">
      <div className="cover-preview">
        {shown ? (
          <img src={shown} alt={T.courseForm.coverPreview} />
        ) : (
          <span className="muted small">{T.courseForm.coverNone}</span>
        )}
      </div>
      <Field label={T.courseForm.cover} hint={T.courseForm.coverHint}>
        {({ id, describedBy }) => (
          <input
            id={id}
            type="file"
            accept={acceptOf(COVER_FILE_TYPES)}
            className="input input-file"
            aria-describedby={describedBy}
            onChange={(e) => onChange(e.target.files?.[0] ?? null)}
          />
        )}
      </Field>
    </div>
  );
}
