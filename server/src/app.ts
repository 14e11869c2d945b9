import { bodyParser } from '@koa/bodyparser';
import { MSG } from '@trilha/sdk/contract';
import Koa from 'koa';
import type { Config } from './config';
import { BadRequestError, PayloadTooLargeError } from './errors';
import { routerOf } from './http/routes';
import { cors } from './middleware/cors';
import { errorHandler } from './middleware/errors';
import { observeRequests } from './middleware/observe';
import { securityHeaders } from './middleware/security';
import { serveFrontends } from './middleware/static';
import { assessmentRoutes } from './routes/assessments';
import { attachmentRoutes } from './routes/attachments';
import { auditorPageRoutes } from './routes/auditorPage';
import { authRoutes } from './routes/auth';
import { backupRoutes } from './routes/backups';
import { certificateRoutes } from './routes/certificates';
import { chartRoutes } from './routes/charts';
import { companyRoutes } from './routes/companies';
import { courseRoutes } from './routes/courses';
import { courseVersionRoutes } from './routes/courseVersions';
import { docsRoutes } from './routes/docs';
import { enrollmentRoutes } from './routes/enrollments';
import { evidenceRoutes } from './routes/evidence';
import { fileRoutes } from './routes/files';
import { integrationRoutes } from './routes/integrations';
import { logRoutes } from './routes/logs';
import { managerRoutes } from './routes/manager';
import { myDataRoutes } from './routes/myData';
import { nrRoutes } from './routes/nr';
import { opsRoutes } from './routes/ops';
import { practicalRoutes } from './routes/practical';
import { privacyPageRoutes } from './routes/privacyPage';
import { privacyRequestRoutes } from './routes/privacyRequests';
import { privacySettingsRoutes } from './routes/privacySettings';
import { progressRoutes } from './routes/progress';
import { questionBankRoutes } from './routes/questionBanks';
import { reportRoutes } from './routes/reports';
import { settingsRoutes } from './routes/settings';
import { ssoRoutes } from './routes/sso';
import { tutoringRoutes } from './routes/tutoring';
import { userRoutes } from './routes/users';
import { verifyPageRoutes } from './routes/verifyPage';
import { webhookRoutes } from './routes/webhooks';
import { runtime } from './runtime';
import type { AppState } from './state';

/** Every route of the API and the server's pages, in matching order. */
export const { router, middleware: routes } = routerOf([
  authRoutes,
  userRoutes,
  companyRoutes,
  managerRoutes,
  nrRoutes,
  practicalRoutes,
  tutoringRoutes,
  chartRoutes,
  questionBankRoutes,
  courseVersionRoutes,
  courseRoutes,
  enrollmentRoutes,
  attachmentRoutes,
  progressRoutes,
  assessmentRoutes,
  certificateRoutes,
  settingsRoutes,
  logRoutes,
  reportRoutes,
  integrationRoutes,
  ssoRoutes,
  backupRoutes,
  evidenceRoutes,
  webhookRoutes,
  myDataRoutes,
  privacyRequestRoutes,
  auditorPageRoutes,
  fileRoutes,
  verifyPageRoutes,
  privacyPageRoutes,
  privacySettingsRoutes,
  docsRoutes,
  opsRoutes,
]);

/** Builds the Koa app; the middleware order lives here and nowhere else. */
export function createApp(config: Config): Koa<AppState> {
  const app = new Koa<AppState>({ proxy: config.trustProxy });
  app.silent = true;

  app.use(observeRequests(runtime()));
  app.use(errorHandler());
  app.use(securityHeaders());
  app.use(cors());
  app.use(async (ctx, next) => {
    ctx.state.actor = {
      user: null,
      ip: ctx.ip || null,
      userAgent: ctx.get('user-agent').slice(0, 300) || null,
      source: 'api',
      requestId: ctx.state.requestId ?? null,
    };
    await next();
  });
  app.use(
    bodyParser({
      enableTypes: ['json'],
      // DELETE /api/logs/cleanup carries a body (days, confirm).
      parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
      jsonLimit: '1mb',
      // Our own pt-BR answers instead of the parser's.
      onError: (err) => {
        if ((err as { status?: number }).status === 413) throw PayloadTooLargeError();
        throw BadRequestError(MSG.invalidJson);
      },
    }),
  );
  app.use(routes);
  app.use(serveFrontends(config.portalDist, config.sdkDist));
  return app;
}
