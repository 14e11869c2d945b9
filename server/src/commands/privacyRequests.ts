import {
  PRIVACY_MSG,
  PRIVACY_REQUEST_KIND_LABELS,
  PRIVACY_REQUEST_STATUS_LABELS,
  type PrivacyRequestCreateSchema,
  type PrivacyRequestUpdateSchema,
} from '@trilha/sdk/contract';
import type { z } from 'zod';
import { inTransaction } from '../db/transaction';
import { BadRequestError, ConflictError, NotFoundError } from '../errors';
import { PrivacyRequest, PrivacyRequestEvent, User } from '../models';
import { isOpen } from '../queries/privacyRequests';
import { type Actor, audit } from '../services/audit';
import { now } from '../services/clock';
import { brDate } from '../services/format';
import { enqueueMail } from '../services/mailOutbox';
import { privacySettings } from '../services/privacySettings';
import { personAnonymizer } from './anonymization';
import { userUpdater } from './users';

type CreateInput = z.output<typeof PrivacyRequestCreateSchema>;
type UpdateInput = z.output<typeof PrivacyRequestUpdateSchema>;

const DAY_MS = 86_400_000;

/** A person files a request about their own data; the legal deadline runs from now (Settings > Privacidade). */
export async function privacyRequestCreator(user: User, input: CreateInput, actor: Actor): Promise<PrivacyRequest> {
  const { request_deadline_days } = await privacySettings();
  return inTransaction(async (transaction) => {
    const at = now();
    const request = await PrivacyRequest.create(
      {
        user_id: user.id,
        kind: input.kind,
        details: input.details,
        due_at: new Date(at.getTime() + request_deadline_days * DAY_MS),
        created_at: at,
        updated_at: at,
      },
      { transaction },
    );
    await PrivacyRequestEvent.create(
      { request_id: request.id, at, status: 'aberta', actor_id: user.id, note: null },
      { transaction },
    );
    await audit(
      actor,
      {
        action: 'PEDIDO_LGPD_CRIADO',
        description: `Pedido LGPD ${request.id} registrado: ${PRIVACY_REQUEST_KIND_LABELS[input.kind]} (prazo ${brDate(request.due_at)})`,
      },
      transaction,
    );
    return request;
  });
}

/**
 * An admin moves a request on (em andamento) or answers it (atendida or recusada, with the answer),
 * each step a history row and an audit row; an answer is e-mailed to the person. An approved
 * deletion (eliminação atendida) anonymises the person in the same transaction and appends to the
 * answer what was kept under art. 16 I and until when; the e-mail goes to the address they had.
 */
/** What a correction changes, in the words of the answer. */
const CORRECTED_LABELS = { name: 'nome', email: 'e-mail', cpf: 'CPF', phone: 'telefone', address: 'endereço' } as const;

/**
 * A correction answered 'atendida' applies its fields through the usual user update (the same
 * checks: a taken e-mail or CPF is refused and the request stays open); answers what changed.
 */
async function applyCorrection(admin: User, id: number, input: UpdateInput, actor: Actor): Promise<string | null> {
  const fields = Object.entries(input.correction ?? {}).filter(([, v]) => v !== undefined);
  if (!fields.length) return null;
  const request = await PrivacyRequest.findByPk(id);
  if (!request) throw NotFoundError(PRIVACY_MSG.notFound);
  if (!isOpen(request.status)) throw ConflictError(PRIVACY_MSG.alreadyClosed);
  if (request.kind !== 'correcao' || input.status !== 'atendida') throw BadRequestError(PRIVACY_MSG.correctionOnly);
  await userUpdater(admin, request.user_id, { ...input.correction, twoFactorCode: undefined }, actor);
  return PRIVACY_MSG.corrected(fields.map(([k]) => CORRECTED_LABELS[k as keyof typeof CORRECTED_LABELS]));
}

export async function privacyRequestUpdater(admin: User, id: number, input: UpdateInput, actor: Actor) {
  if (input.status === 'aberta') throw BadRequestError(PRIVACY_MSG.status);
  const corrected = await applyCorrection(admin, id, input, actor);
  return inTransaction(async (transaction) => {
    const request = await PrivacyRequest.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
    if (!request) throw NotFoundError(PRIVACY_MSG.notFound);
    if (!isOpen(request.status)) throw ConflictError(PRIVACY_MSG.alreadyClosed);
    const deletion = request.kind === 'eliminacao' && input.status === 'atendida';
    if (deletion && request.user_id === admin.id) throw ConflictError(PRIVACY_MSG.ownAccount);
    const person = await User.findByPk(request.user_id, { transaction, attributes: ['id', 'name', 'email'] });
    if (!person) throw NotFoundError(PRIVACY_MSG.notFound);
    const recipient = { name: person.name, email: person.email };

    let answer = [input.answer, corrected].filter(Boolean).join('\n\n') || null;
    if (deletion) {
      const done = await personAnonymizer(person.id, actor, transaction);
      recipient.name = done.name;
      recipient.email = done.email;
      answer = [input.answer, done.notice].filter(Boolean).join('\n\n');
    }
    const at = now();
    const answered = input.status !== 'em_andamento';
    await request.update(
      {
        status: input.status,
        ...(answered ? { answer, answered_at: at, answered_by: admin.id } : {}),
        updated_at: at,
      },
      { transaction },
    );
    await PrivacyRequestEvent.create(
      { request_id: request.id, at, status: input.status, actor_id: admin.id, note: answer },
      { transaction },
    );
    await audit(
      actor,
      {
        action: answered ? 'PEDIDO_LGPD_RESPONDIDO' : 'PEDIDO_LGPD_ATUALIZADO',
        level: deletion ? 'warn' : 'info',
        description: `Pedido LGPD ${request.id} (${PRIVACY_REQUEST_KIND_LABELS[request.kind]}) do titular ${request.user_id}: ${PRIVACY_REQUEST_STATUS_LABELS[input.status]}`,
      },
      transaction,
    );
    if (answered && answer) {
      await enqueueMail(
        {
          to: recipient.email,
          subject: PRIVACY_MSG.answeredSubject,
          template: 'privacy-answer',
          data: {
            name: recipient.name,
            kind: PRIVACY_REQUEST_KIND_LABELS[request.kind],
            status: PRIVACY_REQUEST_STATUS_LABELS[input.status],
            filedAt: brDate(request.created_at),
            answer,
            answerLines: answer.split(/\n+/).filter(Boolean),
          },
        },
        transaction,
      );
    }
    return request;
  });
}
