import { LIMITS, MSG, type User } from '@trilha/sdk/contract';
import { IconCamera } from '@trilha/sdk/ui';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { client, errorMessage } from '../../api';
import { Avatar } from '../../components/Avatar';
import { T } from '../../messages';
import { showError, showSuccess } from '../../state/banners';
import { updateCurrentUser } from '../../state/session';

const ROLE_LABEL = T.profileRoles;

/** Avatar with an image-only picker: local preview, then upload (spec §4 Profile photo). */
export function PhotoCard({ user }: { user: User }) {
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const fail = (text: string) => showError(text, LIMITS.photoErrorBannerMs);

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) return fail(MSG.photoType);
    if (file.size > LIMITS.photoMaxBytes) return fail(MSG.photoTooLarge);
    setPreview(URL.createObjectURL(file));
    setBusy(true);
    try {
      const answer = await client.users.uploadPhoto(user.id, file, file.name);
      updateCurrentUser({ photo: answer.photo ?? answer.user?.photo ?? null });
      showSuccess(answer.message || MSG.photoUpdated, LIMITS.successBannerMs);
    } catch (e) {
      fail(errorMessage(e, T.profile.photoError));
    } finally {
      setPreview(null);
      setBusy(false);
    }
  };

  return (
    <section className="card profile-card" aria-label={user.name || user.email}>
      <div className={`profile-avatar${busy ? ' is-busy' : ''}`}>
        {preview ? (
          <img className="avatar" src={preview} alt="" style={{ width: 120, height: 120 }} />
        ) : (
          <Avatar name={user.name} email={user.email} photo={user.photo} size={120} />
        )}
      </div>
      <h2 className="profile-name">{user.name || user.email}</h2>
      <p className="profile-email">{user.email}</p>
      <span className={`badge ${user.role === 'admin' ? 'badge-primary' : 'badge-neutral'}`}>
        {ROLE_LABEL[user.role] ?? user.role}
      </span>
      <input
        ref={input}
        type="file"
        accept="image/*"
        className="visually-hidden"
        tabIndex={-1}
        aria-label={T.profile.photoInput}
        onChange={onPick}
        data-testid="photo-input"
      />
      <button
        type="button"
        className="btn btn-outline btn-block"
        onClick={() => input.current?.click()}
        disabled={busy}
      >
        <IconCamera size={18} />
        {busy ? T.profile.uploadingPhoto : T.profile.updatePhoto}
      </button>
    </section>
  );
}
