import { useSignals } from '@preact/signals-react/runtime';
import { useLoader } from '@trilha/sdk/ui';
import { client } from '../../api';
import { PageHeader } from '../../components/PageHeader';
import { Loading } from '../../components/Spinner';
import { ErrorState } from '../../components/StateMessages';
import { T } from '../../messages';
import { currentUser, updateCurrentUser } from '../../state/session';
import { DigestCard } from './DigestCard';
import { MyDataCard } from './MyDataCard';
import { PersonalData } from './PersonalData';
import { PhotoCard } from './PhotoCard';
import { PrivacyRequestsCard } from './PrivacyRequestsCard';
import { SecurityCard } from './SecurityCard';
import './Profile.css';

/** 'Meu Perfil': photo, read-only personal data and account security. */
export function ProfilePage() {
  useSignals();
  const user = currentUser.value;
  // The session copy may be stale (an admin edited the data): read it again on opening.
  const { state, retry } = useLoader(() => client.auth.me().then(({ user: fresh }) => updateCurrentUser(fresh)), []);

  return (
    <div className="profile-page">
      <PageHeader title={T.profile.title} subtitle={T.profile.subtitle} />
      {state.status === 'error' ? (
        <ErrorState message={T.profile.loadError} onRetry={retry} />
      ) : state.status === 'loading' || !user ? (
        <Loading />
      ) : (
        <div className="profile-grid">
          <PhotoCard user={user} />
          <div className="profile-main">
            <PersonalData user={user} />
            <SecurityCard user={user} />
            {user.role === 'manager' && <DigestCard user={user} />}
            <MyDataCard />
            <PrivacyRequestsCard />
          </div>
        </div>
      )}
    </div>
  );
}
