import type { QueryInterface } from 'sequelize';
import * as initialSchema from './001-initial-schema';
import * as certificatesNr from './002-certificates-nr';
import * as hotPaths from './003-hot-paths';
import * as usersByName from './004-users-by-name';
import * as archivedContent from './005-archived-content';
import * as mailOutbox from './006-mail-outbox';
import * as cacheVersions from './007-cache-versions';
import * as lessonCaptions from './008-lesson-captions';
import * as companyManagers from './009-company-managers';
import * as nrRules from './010-nr-rules';
import * as dailyWatch from './011-daily-watch';
import * as convalidations from './012-convalidations';
import * as courseVersions from './013-course-versions';
import * as convalidationComplement from './014-convalidation-complement';
import * as practicalSessions from './015-practical-sessions';
import * as instructorQualification from './016-instructor-qualification';
import * as complementModules from './017-complement-modules';
import * as questionBanks from './018-question-banks';
import * as assessmentDraws from './019-assessment-draws';
import * as questionImages from './020-question-images';
import * as evidenceRecords from './021-evidence-records';
import * as acknowledgments from './022-acknowledgments';
import * as evidenceLinks from './023-evidence-links';
import * as webhooks from './024-webhooks';
import * as companySso from './025-company-sso';
import * as privacy from './026-privacy';
import * as requestId from './027-request-id';
import * as adminReads from './028-admin-reads';
import * as tutoring from './029-tutoring';

type Step = (params: { context: QueryInterface }) => Promise<void>;

/** Migrations in order; listed explicitly so the bundled server and the CLI carry them. */
export const migrations: { name: string; up: Step; down: Step }[] = [
  { name: '001-initial-schema', ...initialSchema },
  { name: '002-certificates-nr', ...certificatesNr },
  { name: '003-hot-paths', ...hotPaths },
  { name: '004-users-by-name', ...usersByName },
  { name: '005-archived-content', ...archivedContent },
  { name: '006-mail-outbox', ...mailOutbox },
  { name: '007-cache-versions', ...cacheVersions },
  { name: '008-lesson-captions', ...lessonCaptions },
  { name: '009-company-managers', ...companyManagers },
  { name: '010-nr-rules', ...nrRules },
  { name: '011-daily-watch', ...dailyWatch },
  { name: '012-convalidations', ...convalidations },
  { name: '013-course-versions', ...courseVersions },
  { name: '014-convalidation-complement', ...convalidationComplement },
  { name: '015-practical-sessions', ...practicalSessions },
  { name: '016-instructor-qualification', ...instructorQualification },
  { name: '017-complement-modules', ...complementModules },
  { name: '018-question-banks', ...questionBanks },
  { name: '019-assessment-draws', ...assessmentDraws },
  { name: '020-question-images', ...questionImages },
  { name: '021-evidence-records', ...evidenceRecords },
  { name: '022-acknowledgments', ...acknowledgments },
  { name: '023-evidence-links', ...evidenceLinks },
  { name: '024-webhooks', ...webhooks },
  { name: '025-company-sso', ...companySso },
  { name: '026-privacy', ...privacy },
  { name: '027-request-id', ...requestId },
  { name: '028-admin-reads', ...adminReads },
  { name: '029-tutoring', ...tutoring },
];
