import { useSignals } from '@preact/signals-react/runtime';
import { CertificateList, type CertificateListData, TrilhaProvider } from '@trilha/sdk';
import type { CertificateShape } from '@trilha/sdk/contract';
import { IconAlert, IconAward, IconFile, IconPlus, IconShield, IconShieldCheck } from '@trilha/sdk/ui';
import { useCallback, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { client } from '../../api';
import { useBranding } from '../../branding';
import { PageHeader } from '../../components/PageHeader';
import { T } from '../../messages';
import { currentUser, isAdmin } from '../../state/session';
import { CompanyCertificates } from './CompanyCertificates';
import { CompanyEvidenceDialog } from './CompanyEvidenceDialog';
import { ConvalidationDialog } from './ConvalidationDialog';
import { ExpiringSection } from './ExpiringSection';
import { saveWorkerPack } from './evidencePacks';
import { UploadCertificateForm } from './UploadCertificateForm';
import './Certificates.css';

const TX = T.certificates;
const EV = T.evidence;

/** The admin's 'Dossiê' on each certificate: the worker's evidence pack for that course (issue 22). */
const EVIDENCE_ACTIONS = [
  {
    text: EV.workerPack,
    label: (c: CertificateShape) => EV.workerPackLabel(c.user_name || c.user_email || '', c.course_title),
    icon: <IconFile size="1em" />,
    run: saveWorkerPack,
    failed: EV.workerPackError,
  },
];

interface Stats {
  official: number;
  temporary: number;
  expiring: number;
}

function StatCards({ stats }: { stats: Stats | null }) {
  const cards = [
    { label: TX.statsOfficial, value: stats?.official, icon: IconShield, tone: 'primary' },
    { label: TX.statsTemporary, value: stats?.temporary, icon: IconAward, tone: 'warning' },
    { label: TX.statsExpiring, value: stats?.expiring, icon: IconAlert, tone: 'danger' },
  ] as const;
  return (
    <ul className="cert-stats">
      {cards.map(({ label, value, icon: Icon, tone }) => (
        <li key={label} className={`card cert-stat cert-stat-${tone}`}>
          <span className="cert-stat-icon" aria-hidden="true">
            <Icon size={22} />
          </span>
          <span className="cert-stat-text">
            <span className="cert-stat-value">{value ?? '–'}</span>
            <span className="cert-stat-label">{label}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * '/certificates' (spec §2 Certificates page): the sdk's certificate list for both roles; admins
 * also get the statistics, the official-PDF upload and the 'A vencer' section.
 */
export function CertificatesPage() {
  useSignals();
  const user = currentUser.value;
  if (user?.role === 'manager' && user.company_id) {
    return <ManagerCertificates companyId={user.company_id} companyName={user.company} />;
  }
  return <ProviderCertificates />;
}

/** A client company's manager (issue 18): the company's certificates, filters and one ZIP. */
function ManagerCertificates({ companyId, companyName }: { companyId: number; companyName: string | null }) {
  const [stats, setStats] = useState<Stats | null>(null);
  const TC = T.companyCertificates;
  return (
    <div className="certificates-page">
      <PageHeader title={TX.title} subtitle={companyName ? TC.subtitle(companyName) : TC.subtitleNoCompany} />
      <StatCards stats={stats} />
      <CompanyCertificates companyId={companyId} companyName={companyName} onLoaded={setStats} />
    </div>
  );
}

function ProviderCertificates() {
  const admin = isAdmin.value;
  const navigate = useNavigate();
  const [refreshKey, setRefreshKey] = useState(0);
  const [expiringKey, setExpiringKey] = useState(0);
  const [stats, setStats] = useState<Stats | null>(null);
  const [convalidating, setConvalidating] = useState(false);
  const [packOpen, setPackOpen] = useState(false);
  const { branding } = useBranding();
  // An upload or a convalidation changes the list and what expires; an action in the list (which reloads itself) only the latter.
  const uploaded = useCallback(() => {
    setRefreshKey((n) => n + 1);
    setExpiringKey((n) => n + 1);
  }, []);
  const changed = useCallback(() => setExpiringKey((n) => n + 1), []);

  const onLoaded = useCallback((data: CertificateListData) => {
    const all = [...data.permanent, ...data.temporary];
    setStats({
      official: data.permanent.length,
      temporary: data.temporary.length,
      expiring: all.filter((c) => c.validity === 'expiring').length,
    });
  }, []);

  return (
    <div className="certificates-page">
      <PageHeader
        title={TX.title}
        subtitle={admin ? TX.adminSubtitle : TX.studentSubtitle}
        actions={
          admin && (
            <>
              <Link to="/conferir-dossie" className="btn btn-outline">
                <IconShieldCheck size={18} />
                {EV.openCheck}
              </Link>
              <button type="button" className="btn btn-outline" onClick={() => setPackOpen(true)}>
                <IconFile size={18} />
                {EV.companyPack}
              </button>
              <button type="button" className="btn btn-primary cert-convalidate" onClick={() => setConvalidating(true)}>
                <IconPlus size={18} />
                {T.convalidation.open}
              </button>
            </>
          )
        }
      />
      {admin && <StatCards stats={stats} />}
      {admin && <UploadCertificateForm onUploaded={uploaded} />}
      <TrilhaProvider client={client}>
        <CertificateList
          admin={admin}
          refreshKey={refreshKey}
          onLoaded={admin ? onLoaded : undefined}
          onChange={admin ? changed : undefined}
          onNavigate={(to) => navigate(`/courses/${to.courseId}`)}
          providerName={branding.companyName}
          actions={admin ? EVIDENCE_ACTIONS : undefined}
        />
      </TrilhaProvider>
      {admin && <ExpiringSection refreshKey={expiringKey} />}
      {packOpen && <CompanyEvidenceDialog onClose={() => setPackOpen(false)} />}
      {convalidating && <ConvalidationDialog onClose={() => setConvalidating(false)} onRegistered={uploaded} />}
    </div>
  );
}
