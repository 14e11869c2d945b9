import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { client } from '../../api';
import { PageHeader } from '../../components/PageHeader';
import { Loading } from '../../components/Spinner';
import { ErrorState } from '../../components/StateMessages';
import { T } from '../../messages';
import { currentUser, updateCurrentUser } from '../../state/session';
import { PersonalData } from './PersonalData';
import { PhotoCard } from './PhotoCard';
import { SecurityCard } from './SecurityCard';
import './Profile.css';

/** 'Meu Perfil': photo, read-only personal data and account security. */
export function ProfilePage() {
  useSignals();
  const user = currentUser.value;
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const [attempt, setAttempt] = useState(0);

  // The session copy may be stale (an admin edited the data): read it again on opening.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` triggers a retry
  useEffect(() => {
    let alive = true;
    setState('loading');
    client.auth
      .me()
      .then(({ user: fresh }) => {
        if (!alive) return;
        updateCurrentUser(fresh);
        setState('ready');
      })
      .catch(() => alive && setState('error'));
    return () => {
      alive = false;
    };
  }, [attempt]);

  return (
    <div className="profile-page">
      <PageHeader title={T.profile.title} subtitle={T.profile.subtitle} />
      {state === 'error' ? (
        <ErrorState message={T.profile.loadError} onRetry={() => setAttempt((a) => a + 1)} />
      ) : state === 'loading' || !user ? (
        <Loading />
      ) : (
        <div className="profile-grid">
          <PhotoCard user={user} />
          <div className="profile-main">
            <PersonalData user={user} />
            <SecurityCard user={user} />
          </div>
        </div>
      )}
    </div>
  );
}
