import { EVIDENCE_LINK_LIMITS, EVIDENCE_MSG, type EvidenceLinkSchema } from '@trilha/sdk/contract';
import type { z } from 'zod';
import { HttpError, NotFoundError, TooManyRequestsError } from '../errors';
import { Company, Course, EvidenceLink, EvidenceLinkAccess, type User } from '../models';
import { reachesCompany } from '../policies/grants';
import { runtime } from '../runtime';
import { type Actor, audit } from '../services/audit';
import { now } from '../services/clock';
import { hit } from '../services/rateLimit';
import { keyedHash, randomToken, sameHash } from '../services/secrets';

type LinkInput = z.output<typeof EvidenceLinkSchema>;
type Caller = Pick<User, 'role' | 'company_id'>;
const DAY = 86_400_000;

const tokenHash = (token: string) => keyedHash(`evidence-link:${token}`);
const codeHash = (linkToken: string, code: string) => keyedHash(`evidence-link-code:${linkToken}:${code}`);

/**
 * Creates an auditor link to a company's packs (an admin: any company; a manager: their own). The
 * address carries a random token shown once; only its keyed hash is stored, like the access code.
 */
export async function evidenceLinkCreator(caller: Caller, input: LinkInput, actor: Actor) {
  const company = reachesCompany(caller, 'evidence.read', input.company_id)
    ? await Company.findByPk(input.company_id, { attributes: ['id', 'name'] })
    : null;
  if (!company) throw NotFoundError(EVIDENCE_MSG.companyNotFound);
  if (input.course_id && !(await Course.findByPk(input.course_id, { attributes: ['id'] }))) {
    throw NotFoundError(EVIDENCE_MSG.notEnrolled);
  }
  const token = randomToken(24);
  const at = now();
  const link = await EvidenceLink.create({
    token_hash: tokenHash(token),
    company_id: company.id,
    course_id: input.course_id,
    access_code_hash: input.access_code ? codeHash(token, input.access_code) : null,
    expires_at: new Date(at.getTime() + input.expires_in_days * DAY),
    created_by: actor.user?.id ?? null,
    created_at: at,
  });
  await audit(actor, {
    action: 'LINK_AUDITOR_CRIADO',
    level: 'warn',
    description: `Link de auditor para a empresa ${company.name}, válido por ${input.expires_in_days} dia(s)${input.access_code ? ', com código de acesso' : ''}`,
  });
  return { link, url: `${runtime().config.publicUrl}/auditoria/${token}` };
}

export async function evidenceLinkRevoker(caller: Caller, id: number, actor: Actor): Promise<void> {
  const link = await EvidenceLink.findByPk(id);
  if (!link || !reachesCompany(caller, 'evidence.read', link.company_id))
    throw NotFoundError(EVIDENCE_MSG.linkNotFound);
  if (!link.revoked_at) await link.update({ revoked_at: now() });
  await audit(actor, { action: 'LINK_AUDITOR_REVOGADO', description: `Link de auditor ${id} revogado` });
}

/** 410 for a link past its date or revoked; 404 for a token nobody issued. */
export async function openLink(token: string): Promise<EvidenceLink> {
  const link = token.length <= 100 ? await EvidenceLink.findOne({ where: { token_hash: tokenHash(token) } }) : null;
  if (!link) throw NotFoundError(EVIDENCE_MSG.linkUnknown);
  if (link.revoked_at || new Date(link.expires_at) <= now()) throw new HttpError(410, 'gone', EVIDENCE_MSG.linkGone);
  return link;
}

export function logAccess(link: EvidenceLink, actor: Actor, action: string): Promise<unknown> {
  return EvidenceLinkAccess.create({
    link_id: link.id,
    at: now(),
    ip: actor.ip,
    user_agent: actor.userAgent ?? null,
    action: action.slice(0, 200),
  });
}

/** What proves the code was given: a keyed hash bound to the link, kept in a cookie of its path. */
export const codeProof = (link: EvidenceLink) => keyedHash(`evidence-link-proof:${link.id}:${link.token_hash}`);

/** Checks an access code (ten tries per address per 15 minutes); each try is logged. */
export async function linkCodeChecker(token: string, code: string, actor: Actor): Promise<EvidenceLink> {
  const link = await openLink(token);
  if ((await hit(`evidence-link:${link.id}:${actor.ip ?? '?'}`, 15 * 60_000)) > EVIDENCE_LINK_LIMITS.codeTries) {
    await logAccess(link, actor, 'código bloqueado (muitas tentativas)');
    throw TooManyRequestsError(EVIDENCE_MSG.linkTooManyTries, 900);
  }
  const right = link.access_code_hash !== null && sameHash(link.access_code_hash, codeHash(token, code.trim()));
  await logAccess(link, actor, right ? 'código de acesso aceito' : 'código de acesso incorreto');
  if (!right) throw new HttpError(400, 'bad_request', EVIDENCE_MSG.linkWrongCode);
  return link;
}
