import { Assessment, CertificateList, CoursePlayer, type TrilhaNavigateTarget, TrilhaProvider } from '@trilha/sdk';
import { type CSSProperties, useState } from 'react';

const meta = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '';
const TRILHA_URL = meta('trilha-url');
const COURSE_ID = Number(meta('trilha-course'));
const ASSESSMENT_ID = Number(meta('trilha-assessment'));

/** The token comes from this app's own back end (server.mjs), which holds the API key. */
async function getToken(): Promise<string> {
  const res = await fetch('/token', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
  if (!res.ok) throw new Error(`Sem token (${res.status})`);
  return ((await res.json()) as { token: string }).token;
}

type Tab = 'course' | 'assessment' | 'certificates';

/** A host app with its own routing (tabs here): the widgets ask, the app decides where to go. */
export function App() {
  const [tab, setTab] = useState<Tab>('course');
  const [assessmentId, setAssessmentId] = useState(ASSESSMENT_ID);
  const [refreshKey, setRefreshKey] = useState(0);
  const [events, setEvents] = useState<string[]>([]);
  const record = (name: string, detail: unknown) => setEvents((list) => [...list, `${name} ${JSON.stringify(detail)}`]);

  const navigate = (to: TrilhaNavigateTarget) => {
    record('navigate', to);
    if (to.kind === 'assessment') {
      setAssessmentId(to.assessmentId);
      setTab('assessment');
    } else if (to.kind === 'certificate' || to.kind === 'certificates') setTab('certificates');
    else setTab('course');
  };

  return (
    <div className="host">
      <header className="host-header">
        <strong>Portal do Colaborador</strong>
        <nav>
          {(['course', 'assessment', 'certificates'] as const).map((t) => (
            <button key={t} type="button" className={t === tab ? 'is-active' : ''} onClick={() => setTab(t)}>
              {{ course: 'Curso', assessment: 'Avaliação', certificates: 'Certificados' }[t]}
            </button>
          ))}
        </nav>
      </header>
      <main className="host-main" style={{ '--trilha-primary': '#6d28d9' } as CSSProperties}>
        <TrilhaProvider baseUrl={TRILHA_URL} getToken={getToken} onTokenError={(e) => record('tokenError', String(e))}>
          {tab === 'course' && (
            <CoursePlayer
              courseId={COURSE_ID}
              onNavigate={navigate}
              onLessonComplete={(e) => record('lessonComplete', e)}
              onCourseComplete={(e) => record('courseComplete', e)}
            />
          )}
          {tab === 'assessment' && assessmentId > 0 && (
            <Assessment
              assessmentId={assessmentId}
              onNavigate={navigate}
              onAssessmentFinished={(e) => record('assessmentFinished', e)}
              onCertificateIssued={(e) => {
                record('certificateIssued', e);
                setRefreshKey((k) => k + 1);
              }}
            />
          )}
          {tab === 'certificates' && <CertificateList refreshKey={refreshKey} onNavigate={navigate} />}
        </TrilhaProvider>
        <ol className="host-events">
          {events.map((e, i) => (
            <li key={i}>{e}</li>
          ))}
        </ol>
      </main>
    </div>
  );
}
