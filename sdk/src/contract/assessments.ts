import { plural } from './format';
import { ASSESSMENT_LEARNER_MSG } from './learnerMessages';

export const ASSESSMENT_MSG = {
  titleRequired: 'Título da avaliação é obrigatório',
  timeLimit: 'Tempo limite deve estar entre 1 e 300 minutos',
  passingScore: 'Nota mínima deve estar entre 0 e 100',
  maxAttempts: 'Número de tentativas deve estar entre 1 e 10',
  questionText: (n: number) => `Questão ${n}: o enunciado é obrigatório`,
  optionsCount: (n: number) => `Questão ${n}: informe de 2 a 6 alternativas`,
  optionText: (n: number) => `Questão ${n}: todas as alternativas precisam de texto`,
  oneCorrect: (n: number) => `Questão ${n}: marque exatamente uma alternativa correta`,
  ...ASSESSMENT_LEARNER_MSG,
  lessonsPending: 'Conclua todas as aulas do curso antes de iniciar a avaliação.',
  maxAttemptsReached: 'Você atingiu o número máximo de tentativas desta avaliação.',
  retakeNotAllowed: 'Esta avaliação não permite nova tentativa.',
  attemptNotFound: 'Tentativa não encontrada.',
  attemptStillOpen: 'Esta tentativa ainda está em andamento: a revisão fica disponível depois do envio.',
  unknownAnswer: 'Resposta inválida: questão ou alternativa não pertence a esta avaliação.',
  drawRule: 'Cada regra de sorteio escolhe um banco e de 1 a 100 questões.',
  drawTooMany: (bank: string, topic: string | null, has: number, wants: number) =>
    `O banco "${bank}"${topic ? ` (tema ${topic})` : ''} tem ${plural(has, 'questão', 'questões')}: não dá para sortear ${wants}.`,
  drawBankNotFound: 'Banco de questões da regra de sorteio não encontrado.',
  created: 'Avaliação criada com sucesso!',
  updated: 'Avaliação atualizada com sucesso!',
  deleted: 'Avaliação excluída com sucesso!',
} as const;
