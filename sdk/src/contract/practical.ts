import { IdSchema, optionalText } from './common';
import { plural } from './format';
import { z } from './zod';

/** The texts of practical sessions (issue 20): the in-person part of blended NR training. */
export const PRACTICAL_MSG = {
  notFound: 'Turma prática não encontrada.',
  startsAt: 'Informe a data e o horário de início.',
  endsAt: 'O término deve ser depois do início, no mesmo dia ou no seguinte.',
  place: 'Informe o local (endereço) da turma: de 3 a 300 caracteres.',
  instructor: 'Escolha o instrutor da turma.',
  instructorRole: 'O instrutor escolhido não tem o perfil Instrutor ou está inativo.',
  capacity: 'Informe a capacidade: de 1 a 500 participantes.',
  hours: 'Informe a carga horária prática: de 0,5 a 40 horas.',
  participantsRequired: 'Escolha ao menos um participante (até 500).',
  notEnrolled: (names: string) => `Só alunos matriculados no curso podem participar: ${names}.`,
  overCapacity: (free: number) =>
    free === 0
      ? 'A turma está lotada: não há vagas.'
      : `A turma tem só ${plural(free, 'vaga', 'vagas')}: escolha menos participantes.`,
  participantsAdded: (n: number) => plural(n, 'participante adicionado à turma.', 'participantes adicionados à turma.'),
  notOnRoster: 'Esta pessoa não está na lista da turma.',
  notYourSession: 'Esta turma prática é de outro instrutor.',
  clientId: 'Identificador da marcação inválido (8 a 64 letras, números ou hífens).',
  method: 'Escolha a forma de confirmação: assinatura ou código.',
  signatureRequired: 'Desenhe a assinatura antes de confirmar.',
  signatureInvalid: 'A assinatura deve ser uma imagem PNG de até 200 KB.',
  codeRequired: 'Digite o código de 6 dígitos recebido por e-mail.',
  codeSent: 'Código enviado para o e-mail do participante.',
  attendanceRecorded: 'Presença registrada.',
  alreadyAttended: 'A presença desta pessoa já foi registrada nesta turma.',
  evaluationBeforeAttendance: 'Registre a presença antes de avaliar.',
  result: 'Escolha o resultado: satisfatório ou insatisfatório.',
  evaluated: 'Avaliação prática registrada.',
  created: 'Turma prática criada.',
  updated: 'Turma prática atualizada.',
  deleted: 'Turma prática excluída.',
  deleteWithAttendance: 'Esta turma já tem presenças registradas e não pode ser excluída.',
  courseLocked: 'A turma já tem participantes: o curso dela não pode mudar.',
  lockedAfterAttendance:
    'A turma já tem presenças registradas: data, horário, local, instrutor e carga ficam como estavam (só a capacidade pode mudar).',
  capacityBelowRoster: (n: number) => `A turma já tem ${n} participantes: a capacidade não pode ser menor.`,
  practicalPending: 'A parte prática ainda não foi concluída com avaliação satisfatória.',
} as const;

export const ATTENDANCE_METHODS = ['signature', 'code'] as const;
export type AttendanceMethod = (typeof ATTENDANCE_METHODS)[number];
export const PRACTICAL_RESULTS = ['satisfatorio', 'insatisfatorio'] as const;
export type PracticalResult = (typeof PRACTICAL_RESULTS)[number];
export const PRACTICAL_RESULT_LABELS: Record<PracticalResult, string> = {
  satisfatorio: 'Satisfatório',
  insatisfatorio: 'Insatisfatório',
};

export const PRACTICAL_LIMITS = {
  /** A drawn signature, as the PNG the canvas exports: a few KB; anything bigger is not a signature. */
  signatureMaxBytes: 200 * 1024,
  signatureMaxSide: 2000,
  maxParticipants: 500,
} as const;

const dateTime = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((v) => !Number.isNaN(Date.parse(v)), { error: message })
    .transform((v) => new Date(v).toISOString());

/** `GET|POST /api/practical-sessions`, `PUT /api/practical-sessions/{id}`. */
export const PracticalSessionSchema = z
  .object({
    course_id: IdSchema,
    starts_at: dateTime(PRACTICAL_MSG.startsAt),
    ends_at: dateTime(PRACTICAL_MSG.endsAt),
    place: z
      .string({ error: PRACTICAL_MSG.place })
      .trim()
      .min(3, { error: PRACTICAL_MSG.place })
      .max(300, { error: PRACTICAL_MSG.place }),
    instructor_id: IdSchema,
    capacity: z.coerce
      .number({ error: PRACTICAL_MSG.capacity })
      .int({ error: PRACTICAL_MSG.capacity })
      .min(1, { error: PRACTICAL_MSG.capacity })
      .max(PRACTICAL_LIMITS.maxParticipants, { error: PRACTICAL_MSG.capacity }),
    hours: z.coerce
      .number({ error: PRACTICAL_MSG.hours })
      .min(0.5, { error: PRACTICAL_MSG.hours })
      .max(40, { error: PRACTICAL_MSG.hours })
      .multipleOf(0.5, { error: PRACTICAL_MSG.hours }),
  })
  .refine(
    (s) => {
      const span = Date.parse(s.ends_at) - Date.parse(s.starts_at);
      return span > 0 && span <= 36 * 3_600_000;
    },
    { error: PRACTICAL_MSG.endsAt, path: ['ends_at'] },
  );
export type PracticalSessionReq = z.input<typeof PracticalSessionSchema>;

export const ParticipantsSchema = z.object({
  user_ids: z
    .array(IdSchema, { error: PRACTICAL_MSG.participantsRequired })
    .min(1, { error: PRACTICAL_MSG.participantsRequired })
    .max(PRACTICAL_LIMITS.maxParticipants, { error: PRACTICAL_MSG.participantsRequired }),
});

export const ParticipantParamsSchema = z.object({ id: IdSchema, userId: IdSchema });

/** One mark of attendance; `client_id` is made on the instructor's device so a retry is the same mark. */
export const AttendanceSchema = z
  .object({
    client_id: z
      .string({ error: PRACTICAL_MSG.clientId })
      .regex(/^[A-Za-z0-9-]{8,64}$/, { error: PRACTICAL_MSG.clientId }),
    user_id: IdSchema,
    method: z.enum(ATTENDANCE_METHODS, { error: PRACTICAL_MSG.method }),
    signature: z
      .string()
      .max(Math.ceil((PRACTICAL_LIMITS.signatureMaxBytes * 4) / 3) + 64, { error: PRACTICAL_MSG.signatureInvalid })
      .optional(),
    code: z.string().trim().optional(),
  })
  .superRefine((a, ctx) => {
    if (a.method === 'signature' && !a.signature)
      ctx.addIssue({ code: 'custom', message: PRACTICAL_MSG.signatureRequired, path: ['signature'] });
    if (a.method === 'code' && !/^\d{6}$/.test(a.code ?? ''))
      ctx.addIssue({ code: 'custom', message: PRACTICAL_MSG.codeRequired, path: ['code'] });
  });
export type AttendanceReq = z.input<typeof AttendanceSchema>;

export const EvaluationSchema = z.object({
  result: z.enum(PRACTICAL_RESULTS, { error: PRACTICAL_MSG.result }),
  notes: optionalText(2000),
});
export type EvaluationReq = z.input<typeof EvaluationSchema>;

export interface PracticalSession {
  id: number;
  course_id: number;
  course_title: string;
  starts_at: string;
  ends_at: string;
  place: string;
  instructor_id: number;
  instructor_name: string;
  capacity: number;
  hours: number;
  participants: number;
}

export interface PracticalParticipant {
  user_id: number;
  name: string;
  cpf: string | null;
  company_id: number | null;
  company: string | null;
  attendance: { method: AttendanceMethod; signed_at: string } | null;
  evaluation: { result: PracticalResult; notes: string | null; evaluated_at: string } | null;
}

export interface PracticalSessionDetail extends PracticalSession {
  roster: PracticalParticipant[];
}
