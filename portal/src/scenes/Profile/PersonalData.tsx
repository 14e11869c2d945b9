import type { User } from '@trilha/sdk/contract';
import { formatCpf } from '../../format';
import { T } from '../../messages';

function modalityLabel(modality: string | null): string | null {
  if (!modality) return null;
  return T.modality[modality as keyof typeof T.modality] ?? modality;
}

/** Read-only 'Dados Pessoais' cards; empty values read 'Não informado'. */
export function PersonalData({ user }: { user: User }) {
  const rows: [string, string | null | undefined][] = [
    [T.profile.email, user.email],
    [T.profile.cpf, formatCpf(user.cpf)],
    [T.profile.phone, user.phone],
    [T.profile.company, user.company],
    [T.profile.address, user.address],
    [T.profile.type, T.profileRoles[user.role] ?? user.role],
    [T.profile.modality, modalityLabel(user.modality)],
  ];
  return (
    <section className="card" aria-labelledby="personal-data-title">
      <h2 id="personal-data-title" className="card-title">
        {T.profile.personalData}
      </h2>
      <dl className="info-grid">
        {rows.map(([label, value]) => (
          <div key={label} className="info-item">
            <dt>{label}</dt>
            <dd className={value ? undefined : 'muted'}>{value || T.common.notInformed}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
