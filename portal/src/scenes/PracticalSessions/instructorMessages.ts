import { plural } from '../../format';

/**
 * The texts of the instructor's attendance and evaluation screen (issue 20). What the server says
 * (recorded, refused, code sent) comes from the contract's PRACTICAL_MSG and is shown as sent.
 */
export const PRACTICAL_INSTRUCTOR_TEXT = {
  title: 'Presença e avaliação',
  back: 'Voltar às turmas',
  loadError: 'Erro ao carregar a turma prática.',
  details: 'Dados da turma',
  date: 'Data',
  time: 'Horário',
  timeRange: (start: string, end: string) => `das ${start} às ${end}`,
  place: 'Local',
  hours: 'Carga horária prática',
  hoursValue: (hours: number) => `${String(hours).replace('.', ',')} h`,
  seats: 'Vagas',
  seatsValue: (taken: number, capacity: number) => `${taken} de ${capacity} ocupadas`,
  roster: 'Participantes',
  empty: 'Nenhum participante na lista desta turma.',
  /** The roster's counts, each kept whole when the line wraps. */
  summary: (total: number, present: number, evaluated: number) => [
    plural(total, 'participante', 'participantes'),
    plural(present, 'presente', 'presentes'),
    plural(evaluated, 'avaliado', 'avaliados'),
  ],
  cpf: (cpf: string) => `CPF ${cpf}`,

  statusPending: 'Pendente',
  statusPresent: (method: 'signature' | 'code', time: string) =>
    `Presente — ${method === 'signature' ? 'assinatura' : 'código'}, ${time}`,
  statusWaiting: 'Aguardando conexão',
  statusEvaluated: (result: string) => `Avaliado: ${result}`,
  evaluationNotes: (notes: string) => `Observações: ${notes}`,

  sign: 'Assinar',
  sendCode: 'Enviar código',
  evaluate: 'Avaliar',
  reevaluate: 'Reavaliar',

  pendingCount: (n: number) =>
    n === 1
      ? '1 presença aguardando conexão: será enviada quando o aparelho voltar a ficar on-line.'
      : `${n} presenças aguardando conexão: serão enviadas quando o aparelho voltar a ficar on-line.`,
  sendPending: 'Enviar pendentes',
  sendingPending: 'Enviando...',
  queued: (name: string) => `Sem conexão: a presença de ${name} foi guardada neste aparelho e será enviada depois.`,
  refused: (name: string, message: string) => `${name}: ${message}`,
  sendError: 'Não foi possível registrar a presença.',

  signTitle: 'Assinatura do participante',
  signIntro: (name: string) => `${name}: assine no quadro abaixo com o dedo, a caneta ou o mouse.`,
  signPad: 'Quadro de assinatura',
  signHint: 'Quem não puder assinar pode confirmar a presença com um código enviado por e-mail.',
  signEmpty: 'Quadro em branco.',
  signDrawn: 'Assinatura desenhada.',
  clear: 'Limpar',
  useCode: 'Usar código por e-mail',
  confirm: 'Confirmar presença',
  confirming: 'Registrando...',

  codeTitle: 'Confirmação por código',
  codeIntro: (name: string) =>
    `Um código de 6 dígitos vai para o e-mail de ${name}. Digite o código que a pessoa receber.`,
  codeLabel: 'Código de 6 dígitos',
  codeSending: 'Enviando o código...',
  codeSendError: 'Não foi possível enviar o código.',
  resendCode: 'Reenviar código',

  evaluationTitle: 'Avaliação prática',
  evaluationIntro: (name: string) => `Avalie o desempenho de ${name} na parte prática.`,
  result: 'Resultado',
  notes: 'Observações',
  notesPlaceholder: 'O que a pessoa fez bem ou precisa refazer (opcional)',
  saveEvaluation: 'Salvar avaliação',
  savingEvaluation: 'Salvando...',
  evaluationError: 'Não foi possível salvar a avaliação.',
} as const;
