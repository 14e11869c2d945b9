// The intranet page's script: mounts the three Trilha widgets with /sdk/trilha.js (global Trilha).
const config = document.getElementById('trilha-config').dataset;
const baseUrl = config.trilhaUrl;
const log = document.getElementById('intranet-events');

function record(name, detail) {
  const item = document.createElement('li');
  item.textContent = `${new Date().toLocaleTimeString('pt-BR')} ${name} ${JSON.stringify(detail)}`;
  item.dataset.event = name;
  log.append(item);
}

/**
 * The student token comes from this intranet's back end (POST /token), which holds the API key.
 * One function for all widgets: they share its tokens.
 */
async function getToken() {
  const res = await fetch('/token', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
  if (!res.ok) throw new Error(`A intranet não obteve o token (${res.status}).`);
  return (await res.json()).token;
}

const common = {
  baseUrl,
  getToken,
  locale: 'pt-BR',
  theme: { primary: '#0b5394', radius: 6 },
  onTokenError: (e) => record('tokenError', e),
};
const byId = (id) => document.getElementById(id);

const certificates = Trilha.mount(byId('trilha-certificados'), { ...common, widget: 'certificates' });

const assessment = config.assessmentId
  ? Trilha.mount(byId('trilha-avaliacao'), {
      ...common,
      widget: 'assessment',
      assessmentId: Number(config.assessmentId),
      onAssessmentFinished: (e) => record('assessmentFinished', e),
      onCertificateIssued: (e) => {
        record('certificateIssued', e);
        certificates.update({ refreshKey: Date.now() });
      },
      onNavigate: (to) => {
        record('navigate', to);
        if (to.kind === 'certificates' || to.kind === 'certificate') byId('secao-certificados').scrollIntoView();
        if (to.kind === 'course') byId('trilha-curso').scrollIntoView();
      },
    })
  : null;

const player = Trilha.mount(byId('trilha-curso'), {
  ...common,
  widget: 'course-player',
  courseId: Number(config.courseId),
  onLessonComplete: (e) => record('lessonComplete', e),
  onCourseComplete: (e) => {
    record('courseComplete', e);
    // The player stays on this page (no route change): show the finished course.
    player.update({ refreshKey: Date.now() });
  },
  onNavigate: (to) => {
    record('navigate', to);
    if (to.kind === 'assessment') {
      // The lessons are done now: the assessment reloads and lets the student start.
      assessment?.update({ assessmentId: to.assessmentId, refreshKey: Date.now() });
      byId('secao-avaliacao').scrollIntoView();
    }
    if (to.kind === 'certificate') byId('secao-certificados').scrollIntoView();
  },
});

// The page's own button keeps the page's own style and behaviour.
byId('intranet-help').addEventListener('click', () => record('intranet', { ajuda: 'ramal 2040' }));

// The DOM events carry the same payloads, for pages that prefer listeners.
document.addEventListener('trilha:lessonComplete', (e) => console.info('trilha:lessonComplete', e.detail));
