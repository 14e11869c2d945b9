import {
  COMPLIANCE_LABELS,
  COMPLIANCE_STATUSES,
  COMPLIANT_STATUSES,
  type ComplianceGrid,
  DISPLAY_TIME_ZONE,
} from '@trilha/sdk/contract';
import { Op, UniqueConstraintError } from 'sequelize';
import { inTransaction } from '../db/transaction';
import { Company, DigestDelivery, User } from '../models';
import { COMPLIANCE_CSV_HEADER, complianceCsvRows } from '../presenters/complianceCsv';
import { complianceGrid } from '../queries/compliance';
import { runtime } from '../runtime';
import { now } from '../services/clock';
import { csvLine } from '../services/csv';
import { brDate } from '../services/format';
import { enqueueMail, prepareQueuedMail } from '../services/mailOutbox';
import { digestSettings } from '../services/siteSettings';

/**
 * The managers' weekly digest (issue 18). Once the configured weekday and hour (São Paulo) of the
 * week have come, each active manager who wants it gets one delivery row for that ISO week: its
 * unique (manager, week) key is the claim, so two nodes, an hourly re-run or a restart never make
 * a second one. The row and its outbox mail are written together; the outbox sends, retries with
 * backoff and reports back here (queued, sent, failed, attempts, last error). The summary and the
 * CSV are computed when the mail goes out, from the grid as it stands then.
 */
const DAY_MS = 86_400_000;
const EXPIRING_DAYS = 60;
/** Lists in the mail stop here ('e mais N'); the attached CSV has everything. */
const LIST_LIMIT = 30;

const localParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: DISPLAY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
  weekday: 'short',
});

/** The São Paulo calendar day, hour and ISO weekday (0 = Monday) of an instant. */
function local(at: Date) {
  const parts = Object.fromEntries(localParts.formatToParts(at).map((p) => [p.type, p.value]));
  const day = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day));
  const isoDay = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.weekday ?? '');
  return { day, hour: Number(parts.hour), isoDay };
}

/** The ISO week of the São Paulo date ('2026-W48') and the Monday that starts it. */
export function digestWeek(at: Date): { key: string; monday: Date } {
  const { day, isoDay } = local(at);
  const monday = new Date(day - isoDay * DAY_MS);
  const thursday = new Date(monday.getTime() + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS)) + 1;
  return { key: `${year}-W${String(week).padStart(2, '0')}`, monday };
}

/** Whether this week's digest moment (weekday 0 = domingo, hour, São Paulo) has come. */
export function digestDue(at: Date, weekday: number, hour: number): boolean {
  const { isoDay, hour: h } = local(at);
  const target = (weekday + 6) % 7;
  return isoDay > target || (isoDay === target && h >= hour);
}

/** Queues this week's digests that are due and not yet queued; answers how many. */
export async function queueManagerDigests(at: Date = now()): Promise<number> {
  const settings = await digestSettings();
  if (!digestDue(at, settings.digest_weekday, settings.digest_hour)) return 0;
  const week = digestWeek(at).key;
  const managers = await User.findAll({
    attributes: ['id', 'email'],
    where: { role: 'manager', is_active: true, weekly_digest: true, company_id: { [Op.ne]: null } },
  });
  if (!managers.length) return 0;
  const queued = new Set(
    (
      await DigestDelivery.findAll({
        attributes: ['user_id'],
        where: { week_key: week, user_id: { [Op.in]: managers.map((m) => m.id) } },
      })
    ).map((d) => d.user_id),
  );
  let count = 0;
  for (const manager of managers.filter((m) => !queued.has(m.id))) {
    try {
      await inTransaction(async (transaction) => {
        const delivery = await DigestDelivery.create({ user_id: manager.id, week_key: week }, { transaction });
        await enqueueMail(
          {
            to: manager.email,
            subject: 'Resumo semanal dos treinamentos da sua empresa',
            template: 'manager-digest',
            data: { deliveryId: delivery.id },
          },
          transaction,
        );
      });
      count += 1;
    } catch (error) {
      // Another node (or an earlier run) queued it first: that one is the week's digest.
      if (!(error instanceof UniqueConstraintError)) throw error;
    }
  }
  return count;
}

function limited<T>(items: T[]): T[] {
  return items.slice(0, LIST_LIMIT);
}

/** What the digest says about a grid: counts, the next 60 days' expiries, who has not started. */
export function digestContent(grid: ComplianceGrid, at: Date) {
  const titles = new Map(grid.courses.map((c) => [c.id, c.title]));
  const horizon = at.getTime() + EXPIRING_DAYS * DAY_MS;
  const expiring = grid.workers.flatMap((w) =>
    w.cells
      .filter(
        (c) => COMPLIANT_STATUSES.includes(c.status) && c.expires_at && new Date(c.expires_at).getTime() <= horizon,
      )
      .map((c) => ({
        name: w.name,
        course: titles.get(c.course_id) ?? '',
        date: brDate(c.expires_at),
        at: c.expires_at ?? '',
      })),
  );
  expiring.sort((a, b) => a.at.localeCompare(b.at));
  const notStarted = grid.workers.flatMap((w) =>
    w.cells
      .filter((c) => c.status === 'nao_iniciado' || c.status === 'nao_matriculado')
      .map((c) => ({ name: w.name, course: titles.get(c.course_id) ?? '', status: COMPLIANCE_LABELS[c.status] })),
  );
  return {
    companyName: grid.company.name,
    workers: grid.summary.workers,
    compliantWorkers: grid.summary.compliant_workers,
    compliantRate: grid.summary.compliant_rate.toLocaleString('pt-BR'),
    statuses: COMPLIANCE_STATUSES.map((s) => ({ label: COMPLIANCE_LABELS[s], count: grid.summary.by_status[s] })),
    expiring: limited(expiring).map(({ at: _at, ...e }) => e),
    notStarted: limited(notStarted),
  };
}

prepareQueuedMail('manager-digest', async ({ message, attempt }) => {
  const delivery = await DigestDelivery.findByPk(Number(message.data.deliveryId));
  if (!delivery) return null;
  const manager = await User.findByPk(delivery.user_id, {
    include: [{ model: Company, as: 'company', attributes: ['id', 'name'] }],
  });
  if (!manager?.is_active || !manager.weekly_digest || !manager.company_id || manager.role !== 'manager') {
    await delivery.update({ status: 'failed', attempts: attempt, last_error: 'Resumo desativado ou gestor inativo' });
    return null;
  }
  const at = now();
  const grid = await complianceGrid(manager.company_id, {}, at);
  const csv = `\uFEFF${csvLine(COMPLIANCE_CSV_HEADER)}${complianceCsvRows(grid).map(csvLine).join('')}`;
  return {
    message: {
      ...message,
      to: manager.email,
      subject: `Resumo semanal: ${grid.company.name}`,
      data: {
        name: manager.name,
        weekLabel: brDate(digestWeek(at).monday),
        reportUrl: `${runtime().config.publicUrl}/reports`,
        ...digestContent(grid, at),
      },
      attachments: [
        { filename: `conformidade-${delivery.week_key}.csv`, content: csv, contentType: 'text/csv; charset=utf-8' },
      ],
    },
    async delivered() {
      await delivery.update({ status: 'sent', attempts: attempt, sent_at: new Date(), last_error: null });
    },
    async undelivered(error, final) {
      await delivery.update({
        status: final ? 'failed' : 'queued',
        attempts: attempt,
        last_error: error.message.slice(0, 2000),
      });
    },
  };
});
