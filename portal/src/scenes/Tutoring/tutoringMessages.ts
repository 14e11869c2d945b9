import { TUTORING_LIMITS, TUTORING_MSG } from '@trilha/sdk/contract';
import { plural } from '../../format';

/**
 * A wait in words, to the minute: '45 min', '3 h 20 min', '2 dias 4 h'. First-response times are
 * read by people, not compared to the second.
 */
export function durationWords(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  if (minutes < 1) return 'menos de 1 min';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${plural(days, 'dia', 'dias')} ${hours % 24} h` : plural(days, 'dia', 'dias');
}

/**
 * Texts of the tutoring channel in the portal (issue 26): the tutors' queue, a course's tutoring
 * settings and the admin's report. The server's own texts come from TUTORING_MSG.
 */
export const TUTORING_TEXT = {
  nav: 'Dúvidas dos alunos',
  title: 'Dúvidas dos alunos',
  subtitle:
    'As perguntas dos trabalhadores nas aulas dos cursos em que você é tutor, das mais antigas às mais novas. Responda dentro do prazo do curso (dias úteis, calendário de São Paulo).',
  accessDenied: 'Apenas administradores e instrutores tutores podem acessar as dúvidas dos alunos.',
  loadError: 'Erro ao carregar as dúvidas dos alunos.',
  filtersTitle: 'Filtros',
  status: 'Situação',
  allStatuses: 'Todas',
  course: 'Curso',
  allCourses: 'Todos os cursos',
  company: 'Empresa',
  allCompanies: 'Todas as empresas',
  onlyOverdue: 'Só atrasadas',
  clear: 'Limpar filtros',
  summary: (total: number) => plural(total, 'dúvida encontrada', 'dúvidas encontradas'),
  overdueSummary: (n: number) =>
    n === 0
      ? 'Nenhuma dúvida aberta fora do prazo.'
      : `${plural(n, 'dúvida aberta', 'dúvidas abertas')} fora do prazo de resposta.`,
  listLabel: 'Dúvidas',
  pagination: 'Paginação das dúvidas',
  lessonPath: (course: string, lesson: string) => `${course} › ${lesson}`,
  noCompany: 'Sem empresa',
  askedAt: 'Enviada em',
  dueAt: 'Responder até',
  firstResponse: 'Primeira resposta em',
  closedAt: 'Encerrada em',
  overdue: 'Atrasada',
  faq: 'Pergunta frequente',
  picture: (asker: string) => `Imagem enviada por ${asker} com a dúvida`,
  answersTitle: 'Respostas',
  answerBy: (author: string, at: string) => `${author}, ${at}`,
  answerLabel: 'Sua resposta',
  answerHint: `Até ${TUTORING_LIMITS.answerMaxLength.toLocaleString('pt-BR')} caracteres. O aluno recebe a resposta por e-mail.`,
  sendAnswer: 'Enviar resposta',
  sending: 'Enviando...',
  answerError: 'Erro ao enviar a resposta.',
  closedHint: 'Dúvida encerrada: reabra-a para responder.',
  markFaq: 'Marcar como frequente',
  unmarkFaq: 'Retirar das frequentes',
  close: 'Encerrar',
  reopen: 'Reabrir',
  actionLabel: (action: string, asker: string) => `${action}: dúvida de ${asker}`,
  updateError: 'Erro ao atualizar a dúvida.',
  empty: TUTORING_MSG.queueEmpty,
  settings: {
    action: 'Tutoria',
    title: 'Tutoria do curso',
    intro: (course: string) =>
      `Quem responde às dúvidas dos alunos de ${course} e em quanto tempo. Administradores veem as dúvidas de todos os cursos.`,
    tutors: 'Tutores',
    tutorsHint: 'Administradores e instrutores ativos.',
    noTutors: 'Nenhum administrador ou instrutor ativo cadastrado.',
    responseDays: 'Prazo de resposta (dias úteis)',
    responseDaysHint: `De 1 a ${TUTORING_LIMITS.maxResponseDays} dias úteis, no calendário de São Paulo. Vale para as próximas dúvidas.`,
    save: 'Salvar tutoria',
    saving: 'Salvando...',
    saveError: 'Erro ao salvar a tutoria do curso.',
    loadError: 'Erro ao carregar a tutoria do curso.',
  },
  report: {
    tab: 'Tutoria',
    caption: 'Dúvidas dos alunos por curso',
    columns: [
      'Curso',
      'Dúvidas',
      'Respondidas',
      'Abertas',
      'Atrasadas',
      'Mediana da 1ª resposta',
      'Respondidas no prazo',
    ],
    empty: 'Nenhuma dúvida enviada pelos alunos ainda.',
    loadError: 'Erro ao carregar o relatório de tutoria.',
    none: 'Sem respostas',
    overdueLabel: (n: number) => plural(n, 'aberta fora do prazo', 'abertas fora do prazo'),
  },
} as const;
