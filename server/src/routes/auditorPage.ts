import { readFileSync } from 'node:fs';
import path from 'node:path';
import { E } from '@trilha/sdk/contract';
import Handlebars from 'handlebars';
import { codeProof, linkCodeChecker, logAccess, openLink } from '../commands/evidenceLinks';
import { companyPackStarter } from '../commands/evidencePacks';
import { HttpError } from '../errors';
import { Routes } from '../http/routes';
import { sendPack } from '../http/sendPack';
import { Company, type EvidenceLink } from '../models';
import { templatesDir } from '../paths';
import { linkCourses } from '../queries/evidenceLinks';
import { brDate } from '../services/format';
import { brandSettings } from '../services/settings';
import type { AppContext } from '../state';

let template: HandlebarsTemplateDelegate | null = null;
const COOKIE = 'trilha_auditoria';

/** The page of an auditor link, or of why it does not open (404 unknown, 410 expired or revoked). */
async function render(
  ctx: AppContext,
  token: string,
  view: { link?: EvidenceLink; problem?: string; codeError?: string },
) {
  template ??= Handlebars.compile(readFileSync(path.join(templatesDir, 'auditor.hbs'), 'utf8'));
  const brand = await brandSettings();
  const link = view.link;
  const unlocked = link && (!link.access_code_hash || ctx.cookies.get(COOKIE) === codeProof(link));
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Cache-Control', 'no-store');
  ctx.set('Referrer-Policy', 'no-referrer');
  ctx.body = template({
    brand: brand.name,
    themeColor: brand.themeColor,
    themeText: brand.themeText,
    problem: view.problem,
    codeError: view.codeError,
    companyName: link ? ((await Company.findByPk(link.company_id, { attributes: ['name'] }))?.name ?? '') : '',
    expiresDate: link ? brDate(link.expires_at) : '',
    needsCode: link ? !unlocked : false,
    courses: link && unlocked ? await linkCourses(link) : [],
    base: `/auditoria/${encodeURIComponent(token)}`,
  });
}

/** Runs `work`, turning a link that does not open into its page (never the API's JSON error). */
async function orPage(ctx: AppContext, token: string, work: () => Promise<void>): Promise<undefined> {
  try {
    await work();
  } catch (err) {
    if (!(err instanceof HttpError) || ![400, 404, 410, 429].includes(err.status)) throw err;
    ctx.status = err.status;
    await render(
      ctx,
      token,
      err.status === 400 || err.status === 429
        ? { link: await openLink(token), codeError: err.message }
        : { problem: err.message },
    );
  }
  return undefined;
}

/** The form's one field, read by hand: the API parses JSON only, and this is a 2 KB form post. */
async function formCode(ctx: AppContext): Promise<string> {
  let raw = '';
  for await (const chunk of ctx.req) {
    raw += chunk;
    if (raw.length > 2048) break;
  }
  return new URLSearchParams(raw).get('codigo') ?? '';
}

/** Read-only pages for an auditor: the company's packs by course, behind the access code if any. */
export const auditorPageRoutes = new Routes()
  .add(E.pages.auditor, (ctx, { params }) =>
    orPage(ctx, params.token, async () => {
      const link = await openLink(params.token);
      await logAccess(link, ctx.state.actor, 'abriu a página');
      await render(ctx, params.token, { link });
    }),
  )
  .add(E.pages.auditorCode, (ctx, { params }) =>
    orPage(ctx, params.token, async () => {
      const link = await linkCodeChecker(params.token, await formCode(ctx), ctx.state.actor);
      ctx.cookies.set(COOKIE, codeProof(link), {
        path: `/auditoria/${params.token}`,
        httpOnly: true,
        sameSite: 'strict',
        secure: ctx.secure,
        expires: new Date(link.expires_at),
        overwrite: true,
      });
      ctx.redirect(`/auditoria/${encodeURIComponent(params.token)}`);
      ctx.status = 303;
    }),
  )
  .add(E.pages.auditorPack, (ctx, { params }) =>
    orPage(ctx, params.token, async () => {
      const link = await openLink(params.token);
      const locked = link.access_code_hash && ctx.cookies.get(COOKIE) !== codeProof(link);
      const allowed = (await linkCourses(link)).find((c) => c.id === params.courseId);
      if (locked || !allowed) throw new HttpError(404, 'not_found', 'Dossiê não disponível por este link.');
      await logAccess(link, ctx.state.actor, `baixou o dossiê de ${allowed.title}`);
      // The link reaches what a manager of that company reaches: its workers' packs, nothing else.
      const scope = { role: 'manager' as const, company_id: link.company_id };
      const actor = { ...ctx.state.actor, source: 'api' as const };
      sendPack(ctx, await companyPackStarter(scope, link.company_id, { course_id: allowed.id }, actor));
    }),
  );
