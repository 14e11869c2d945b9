import { bodyParser } from '@koa/bodyparser';
import { MSG } from '@trilha/sdk/contract';
import Koa from 'koa';
import type { Config } from './config';
import { BadRequestError, PayloadTooLargeError } from './errors';
import { cors } from './middleware/cors';
import { errorHandler } from './middleware/errors';
import { securityHeaders } from './middleware/security';
import { serveFrontends } from './middleware/static';
import { assessmentsRouter } from './routes/assessments';
import { attachmentRoutes } from './routes/attachments';
import { authRouter } from './routes/auth';
import { backupRouter } from './routes/backup';
import { certificatesRouter } from './routes/certificates';
import { companiesRouter } from './routes/companies';
import { coursesRouter } from './routes/courses';
import { dashboardRouter } from './routes/dashboard';
import { embedRouter } from './routes/embed';
import { enrollmentsRouter } from './routes/enrollments';
import { filesRouter } from './routes/files';
import { lessonsRouter } from './routes/lessons';
import { logsRouter } from './routes/logs';
import { publicRouter } from './routes/public';
import { reportsRouter } from './routes/reports';
import { settingsRouter } from './routes/settings';
import { usersRouter } from './routes/users';
import { verifyPageRouter } from './routes/verifyPage';
import type { AppState } from './state';

export const routers = [
  publicRouter,
  authRouter,
  usersRouter,
  companiesRouter,
  dashboardRouter,
  coursesRouter,
  enrollmentsRouter,
  attachmentRoutes.router,
  lessonsRouter,
  assessmentsRouter,
  certificatesRouter,
  settingsRouter,
  logsRouter,
  reportsRouter,
  embedRouter,
  backupRouter,
  filesRouter,
  verifyPageRouter,
];

/** Builds the Koa app; the middleware order lives here and nowhere else. */
export function createApp(config: Config): Koa<AppState> {
  const app = new Koa<AppState>({ proxy: config.trustProxy });
  app.silent = true;

  app.use(errorHandler(config.logLevel));
  app.use(securityHeaders());
  app.use(cors());
  app.use(async (ctx, next) => {
    ctx.state.actor = { user: null, ip: ctx.ip || null, source: 'api' };
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
  for (const router of routers) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }
  app.use(serveFrontends(config.portalDist, config.sdkDist));
  return app;
}
