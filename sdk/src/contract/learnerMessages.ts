import { TUTORING_LIMITS } from './tutoring';

/**
 * The server's texts a learner also reads inside the widgets (course player, assessment,
 * certificate list). The catalogues take them in (COURSE_MSG, ASSESSMENT_MSG, CERTIFICATE_MSG);
 * the widgets import them from here, so a widget bundle carries these and not the catalogues.
 */
export const COURSE_LEARNER_MSG = {
  courseUnavailable: 'Curso indisponível no momento',
  courseNotFound: 'Curso não encontrado.',
  notEnrolled: 'Você não está matriculado neste curso.',
  lessonLocked: 'Esta aula está bloqueada. Complete a aula anterior para desbloqueá-la.',
  lessonCompleted: 'Aula concluída com sucesso!',
  courseCompleted: 'Parabéns! Você concluiu todas as aulas do curso.',
} as const;

/** The lesson's support material: the player's panel and, in edit mode, its upload form. */
export const ATTACHMENT_MSG = {
  attachmentRequired: 'Por favor, selecione um arquivo',
  attachmentTitleRequired: 'Por favor, informe o título do material',
  attachmentTitleMin: 'O título do material deve ter pelo menos 3 caracteres',
  attachmentType: 'Tipo de arquivo não permitido para material de apoio.',
  attachmentTooLarge: 'O material de apoio deve ter no máximo 50MB.',
  attachmentDeleted: 'Anexo excluído com sucesso!',
  attachmentUploaded: 'Material enviado com sucesso!',
} as const;

export const ASSESSMENT_LEARNER_MSG = {
  notFound: 'Avaliação não encontrada.',
  noQuestions: 'Esta avaliação não possui questões cadastradas.',
  timeExpired: 'O tempo da avaliação esgotou. A tentativa foi encerrada.',
} as const;

export const CERTIFICATE_LEARNER_MSG = {
  alreadyGenerated: 'Certificado já foi gerado anteriormente',
  requirements: 'Você precisa completar os requisitos do curso antes de gerar o certificado.',
  generated: 'Certificado temporário gerado com sucesso!',
  notFoundForCourse: 'Certificado não encontrado para este curso.',
  deleted: 'Certificado excluído com sucesso!',
  validated: 'Certificado validado: agora é oficial.',
  revoked: 'Certificado revogado.',
  revokeReason: 'Informe o motivo da revogação.',
} as const;

/**
 * The worker's acknowledgment (NR-01 asks for the worker's signature on the certificate, issue 22):
 * a signed-in click plus a 6-digit code e-mailed to them, recorded with time, IP, browser and the
 * certificate's hash, and printed on the certificate as their electronic signature.
 */
export const ACKNOWLEDGMENT_MSG = {
  statement: (course: string, workload: string, provider: string) =>
    `Declaro que recebi o treinamento ${course}${workload ? `, com carga horária de ${workload}` : ''}, ministrado por ${provider}, e que compreendi o seu conteúdo.`,
  codeSent: 'Enviamos um código de 6 dígitos para o seu e-mail: informe-o para confirmar o recebimento.',
  confirmed: 'Recebimento do treinamento confirmado: a sua assinatura eletrônica consta no certificado.',
  already: 'Você já confirmou o recebimento deste treinamento.',
  revoked: 'Este certificado foi revogado: não há o que confirmar.',
  codeIntro:
    'Use o código abaixo para confirmar que recebeu o treinamento (a sua assinatura eletrônica no certificado).',
  code: 'Informe o código de 6 dígitos enviado ao seu e-mail.',
} as const;

/** The course player's 'Dúvidas' panel (issue 26); TUTORING_MSG takes these in. */
export const TUTORING_LEARNER_MSG = {
  panelTitle: 'Dúvidas',
  questionLength: `Escreva sua dúvida com ${TUTORING_LIMITS.questionMinLength} a ${TUTORING_LIMITS.questionMaxLength} caracteres.`,
  image: 'A imagem deve ser JPG, PNG, GIF ou WebP de até 3 MB.',
  asked: 'Dúvida enviada. Você receberá um e-mail quando o tutor responder.',
  empty: 'Nenhuma dúvida nesta aula ainda. Pergunte ao tutor o que não ficou claro.',
  faqTitle: 'Perguntas frequentes',
  mineTitle: 'Suas dúvidas',
  waiting: 'Aguardando resposta do tutor.',
} as const;
