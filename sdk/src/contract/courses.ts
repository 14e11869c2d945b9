import { CAPTION_FILE_TYPES, COVER_FILE_TYPES, typeNames, VIDEO_FILE_TYPES } from './fileTypes';
import { plural } from './format';
import { ATTACHMENT_MSG, COURSE_LEARNER_MSG } from './learnerMessages';

export const COURSE_STATUSES = ['draft', 'published'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];
export const VIDEO_TYPES = ['youtube', 'vimeo', 'external', 'local'] as const;
export type VideoType = (typeof VIDEO_TYPES)[number];
export const COURSE_LEVELS = ['Básico', 'Intermediário', 'Avançado'] as const;

export const COURSE_MSG = {
  ...COURSE_LEARNER_MSG,
  titleMin: 'Título do curso deve ter pelo menos 3 caracteres',
  moduleTitleMin: (n: number) => `Módulo ${n}: Título deve ter pelo menos 3 caracteres`,
  lessonTitleMin: (n: number, m: number) => `Módulo ${n}, Aula ${m}: Título deve ter pelo menos 3 caracteres`,
  courseNeedsModule: 'O curso deve ter pelo menos 1 módulo.',
  moduleNeedsLesson: (n: number) => `Módulo ${n}: o módulo deve ter pelo menos 1 aula.`,
  /** A content save that leaves out a lesson with student progress, without naming it as removed. */
  lessonHasProgress: (title: string, students: number) =>
    `A aula "${title}" não foi excluída: ${plural(students, 'aluno tem', 'alunos têm')} progresso nela. Para excluí-la, use o botão de excluir da aula e confirme.`,
  invalidStatus: 'Status do curso inválido',
  invalidVideoType: 'Tipo de vídeo inválido',
  invalidVideoUrl: 'URL do vídeo deve começar com http:// ou https://',
  invalidDuration: 'Duração deve ser um número inteiro de minutos, 0 ou mais',
  moduleNotFound: 'Módulo não encontrado.',
  lessonNotFound: 'Aula não encontrada.',
  /** A lesson video's link without a valid signature (expired, edited or copied from elsewhere). */
  videoLinkInvalid: 'Link do vídeo inválido ou expirado. Abra a aula novamente.',
  watchTimeShort: 'Assista pelo menos 80% da aula antes de concluí-la.',
  adminSelfEnroll: 'Como administrador, você pode acessar todos os cursos. Use "Gerenciar Cursos" no menu.',
  alreadyEnrolled: 'Você já está matriculado neste curso.',
  userAlreadyEnrolled: 'Este aluno já está matriculado neste curso.',
  courseNotAvailable: 'Este curso não está disponível para matrícula.',
  inactiveUser: 'Não é possível matricular um usuário inativo.',
  onlyStudents: 'Apenas alunos podem ser matriculados.',
  enrollmentNotFound: 'Matrícula não encontrada.',
  selectStudent: 'Por favor, selecione um aluno.',
  selectCompany: 'Por favor, selecione uma empresa.',
  courseCreated: (status: CourseStatus) =>
    `Curso salvo como ${status === 'draft' ? 'rascunho' : 'publicado'} com sucesso!`,
  courseUpdated: 'Curso atualizado com sucesso!',
  courseDeleted: 'Curso excluído com sucesso!',
  enrolled: 'Aluno matriculado com sucesso!',
  selfEnrolled: 'Matrícula realizada com sucesso! Enviamos um e-mail de confirmação.',
  enrollmentRemoved: 'Matrícula removida com sucesso!',
  progressSaved: 'Progresso salvo.',
  thumbnailType: `Formato de imagem não suportado. Use ${typeNames(COVER_FILE_TYPES)}.`,
  thumbnailTooLarge: 'A imagem de capa deve ter no máximo 5MB.',
  videoType: `Formato de vídeo não suportado. Use ${typeNames(VIDEO_FILE_TYPES)}.`,
  videoTooLarge: 'O vídeo deve ter no máximo 2GB.',
  ...ATTACHMENT_MSG,
  attachmentNotFound: 'Anexo não encontrado.',
  captionRequired: 'Selecione um arquivo de legenda (.vtt).',
  captionType: `Arquivo de legenda inválido. Use ${typeNames(CAPTION_FILE_TYPES)}: um texto UTF-8 que começa com "WEBVTT".`,
  captionTooLarge: 'A legenda deve ter no máximo 512 KB.',
  captionNeedsLocalVideo: 'Legendas só podem ser anexadas a aulas com vídeo enviado (upload).',
  captionNotFound: 'Esta aula não possui legenda.',
  captionAttached: 'Legenda anexada com sucesso!',
  captionRemoved: 'Legenda removida com sucesso!',
} as const;
