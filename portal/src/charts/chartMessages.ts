import { plural } from '../format';

const MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];

const n = (value: number) => value.toLocaleString('pt-BR');
const pct = (part: number, whole: number) =>
  `${(whole ? (100 * part) / whole : 0).toLocaleString('pt-BR', { maximumFractionDigits: 0 })} %`;

/** 'YYYY-MM-DD' (a São Paulo day from the server) as '03/11' and '03/11/2026', with no time zone shift. */
export function dayLabels(day: string) {
  const [y, m, d] = day.split('-');
  return { short: `${d}/${m}`, long: `${d}/${m}/${y}` };
}

/** 'YYYY-MM' as 'jan/27' and 'janeiro de 2027'. */
export function monthLabels(month: string) {
  const [y = '', m = '1'] = month.split('-');
  const name = MONTHS[Number(m) - 1] ?? m;
  return { short: `${name.slice(0, 3)}/${y.slice(2)}`, long: `${name} de ${y}` };
}

/** Texts of the report charts (issue 27). */
export const CHART_TEXT = {
  showTable: 'Ver tabela',
  showChart: 'Ver gráfico',
  legend: 'Legenda',
  activity: {
    title: 'Matrículas e conclusões por semana',
    week: 'Semana',
    weekOf: (day: string) => `semana de ${dayLabels(day).long}`,
    enrolled: 'Matrículas',
    completed: 'Conclusões',
    empty: 'Nenhuma matrícula nem conclusão nas últimas 12 semanas.',
    error: 'Erro ao carregar as matrículas e conclusões por semana.',
    summary: (enrolled: number, completed: number, busiest: string | null) =>
      `Nas últimas 12 semanas: ${plural(enrolled, 'matrícula', 'matrículas')} e ${plural(completed, 'conclusão', 'conclusões')}.` +
      (busiest ? ` A semana com mais matrículas foi a de ${busiest}.` : ''),
  },
  expiries: {
    title: 'Certificados que vencem nos próximos 12 meses',
    month: 'Mês',
    empty: 'Nenhum certificado vence nos próximos 12 meses.',
    error: 'Erro ao carregar os vencimentos de certificados.',
    summary: (total: number, renewed: number, inProgress: number, pending: number, busiest: string | null) =>
      `${plural(total, 'certificado vence', 'certificados vencem')} nos próximos 12 meses: ${n(renewed)} já ${renewed === 1 ? 'renovado' : 'renovados'}, ${n(inProgress)} com renovação em andamento e ${n(pending)} sem renovação.` +
      (busiest ? ` O mês com mais vencimentos é ${busiest}.` : ''),
  },
  funnel: {
    title: 'Funil de conclusão do curso',
    step: 'Etapa',
    workers: 'Trabalhadores',
    empty: 'Ninguém está matriculado neste curso ainda.',
    error: 'Erro ao carregar o funil de conclusão do curso.',
    summary: (enrolled: number, started: number, certified: number) =>
      `${plural(enrolled, 'trabalhador matriculado', 'trabalhadores matriculados')}: ${n(started)} ${started === 1 ? 'começou' : 'começaram'} (${pct(started, enrolled)}) e ${n(certified)} ${certified === 1 ? 'tem' : 'têm'} certificado (${pct(certified, enrolled)}).`,
  },
  progress: {
    title: 'Distribuição do progresso das matrículas',
    range: 'Progresso',
    enrolments: 'Matrículas',
    empty: 'Nenhuma matrícula para mostrar.',
    error: 'Erro ao carregar a distribuição do progresso.',
    summary: (total: number, none: number, done: number) =>
      `${plural(total, 'matrícula', 'matrículas')}: ${n(none)} sem progresso (${pct(none, total)}) e ${n(done)} com 100 % (${pct(done, total)}).`,
  },
  companies: {
    title: 'Empresas por conformidade',
    company: 'Empresa',
    workers: 'Trabalhadores',
    compliantWorkers: 'Em dia',
    rate: '% em dia',
    empty: 'Nenhuma empresa com trabalhadores em cargos que exigem treinamentos.',
    error: 'Erro ao carregar a conformidade das empresas.',
    summary: (companies: number, best: string, worst: string) =>
      `${plural(companies, 'empresa', 'empresas')}, da mais à menos em dia: ${best} primeiro${companies > 1 ? `, ${worst} por último` : ''}. Em dia é o trabalhador com todos os treinamentos exigidos pelo cargo válidos.`,
  },
  manager: {
    byJobRoleTitle: 'Conformidade por cargo',
    byCourseTitle: 'Conformidade por curso',
    expiriesTitle: 'Vencimentos nos próximos 12 meses',
    jobRole: 'Cargo',
    course: 'Curso',
    month: 'Mês',
    certificates: 'Certificados',
    error: 'Erro ao carregar os gráficos da empresa.',
    emptyRoles: 'Nenhum trabalhador com treinamentos exigidos pelo cargo.',
    emptyCourses: 'Nenhum treinamento exigido dos trabalhadores da empresa.',
    emptyExpiries: 'Nenhum certificado dos trabalhadores vence nos próximos 12 meses.',
    statusSummary: (what: string, groups: number, compliant: number, total: number) =>
      `${plural(groups, what, `${what}s`)}: ${n(compliant)} de ${plural(total, 'treinamento exigido', 'treinamentos exigidos')} em dia (${pct(compliant, total)}).`,
    expiriesSummary: (total: number, busiest: string | null) =>
      `${plural(total, 'certificado vence', 'certificados vencem')} nos próximos 12 meses${busiest ? `; o mês com mais vencimentos é ${busiest}` : ''}.`,
  },
} as const;
