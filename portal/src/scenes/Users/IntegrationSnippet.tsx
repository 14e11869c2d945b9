import type { Course } from '@trilha/sdk/contract';
import { IconCopy } from '@trilha/sdk/ui';
import { useId, useState } from 'react';

export const SNIPPET_TEXT = {
  course: 'Curso do exemplo',
  pageTab: 'Página da intranet',
  backendTab: 'Back end da intranet',
  pageHint: 'Cole onde o curso deve aparecer. O widget fica isolado (shadow DOM): o CSS da intranet não o afeta.',
  backendHint:
    'A rota /trilha/token fica no servidor da intranet, atrás do login dela. Guarde a chave numa variável de ambiente (TRILHA_API_KEY), nunca no HTML.',
  noOrigins: 'Cadastre a origem da intranet acima antes de testar.',
  copy: 'Copiar código',
  copied: 'Copiado!',
} as const;

/** The script tag and mount call, for a course (or a placeholder id). */
export function pageSnippet(origin: string, courseId: number | null): string {
  return `<div id="trilha-curso"></div>
<script src="${origin}/sdk/trilha.js"></script>
<script>
  Trilha.mount(document.getElementById('trilha-curso'), {
    widget: 'course-player', // ou 'assessment' (assessmentId) ou 'certificates'
    courseId: ${courseId ?? 1},
    baseUrl: '${origin}',
    // O token vem do back end da intranet, que guarda a chave de API.
    getToken: async () => {
      const res = await fetch('/trilha/token', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      });
      if (!res.ok) throw new Error('Sem acesso ao treinamento');
      return (await res.json()).token;
    },
    theme: { primary: '#0b5394' },
    onLessonComplete: (e) => console.log('aula concluída', e),
    onCourseComplete: (e) => console.log('curso concluído', e),
  });
</script>`;
}

/** A Node (Express-style) token route; any back-end language does the same POST. */
export function backendSnippet(origin: string): string {
  return `// Servidor da intranet (Node 18+). A chave NUNCA vai para o navegador.
app.post('/trilha/token', requireLogin, async (req, res) => {
  const colaborador = req.user; // quem está logado na intranet
  const resposta = await fetch('${origin}/api/embed/token', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Api-Key': process.env.TRILHA_API_KEY,
    },
    body: JSON.stringify({ email: colaborador.email, name: colaborador.nome, cpf: colaborador.cpf }),
  });
  if (!resposta.ok) return res.status(502).json({ message: 'Treinamento indisponível' });
  const { token } = await resposta.json(); // válido por 15 minutos
  res.json({ token });
});`;
}

/** The copy-paste code of the 'Integração' section: the page part and the back-end part. */
export function IntegrationSnippet({ courses, origins }: { courses: Course[]; origins: string[] }) {
  const selectId = useId();
  const origin = window.location.origin;
  const [courseId, setCourseId] = useState<number | null>(courses[0]?.id ?? null);
  const [tab, setTab] = useState<'page' | 'backend'>('page');
  const [copied, setCopied] = useState(false);
  const code = tab === 'page' ? pageSnippet(origin, courseId) : backendSnippet(origin);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <div className="integration-snippet">
      <div className="integration-snippet-bar">
        <div className="integration-snippet-tabs">
          {(['page', 'backend'] as const).map((t) => (
            <button
              key={t}
              type="button"
              aria-pressed={tab === t}
              className={`btn btn-sm ${tab === t ? 'btn-primary' : 'btn-ghost'}`}
              onClick={() => {
                setTab(t);
                setCopied(false);
              }}
            >
              {t === 'page' ? SNIPPET_TEXT.pageTab : SNIPPET_TEXT.backendTab}
            </button>
          ))}
        </div>
        {tab === 'page' && courses.length > 0 && (
          <label className="integration-snippet-course" htmlFor={selectId}>
            {SNIPPET_TEXT.course}
            <select
              id={selectId}
              className="input"
              value={courseId ?? ''}
              onChange={(e) => {
                setCourseId(Number(e.target.value));
                setCopied(false);
              }}
            >
              {courses.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.title}
                </option>
              ))}
            </select>
          </label>
        )}
        <button type="button" className="btn btn-outline btn-sm" onClick={copy}>
          <IconCopy size={16} />
          {copied ? SNIPPET_TEXT.copied : SNIPPET_TEXT.copy}
        </button>
      </div>
      <p className="field-hint">
        {tab === 'page' ? SNIPPET_TEXT.pageHint : SNIPPET_TEXT.backendHint}
        {tab === 'page' && origins.length === 0 && ` ${SNIPPET_TEXT.noOrigins}`}
      </p>
      {/* A long line scrolls inside the code block: a named region that takes focus, so the keyboard scrolls it too. */}
      <section
        className="integration-code"
        aria-label={tab === 'page' ? SNIPPET_TEXT.pageTab : SNIPPET_TEXT.backendTab}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard (WCAG 2.1.1)
        tabIndex={0}
      >
        <pre>
          <code>{code}</code>
        </pre>
      </section>
    </div>
  );
}
