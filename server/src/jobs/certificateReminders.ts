import { DEFAULT_REMINDER_DAYS } from '@trilha/sdk/contract';
import { Op } from 'sequelize';
import { inTransaction } from '../db/transaction';
import { Certificate, CertificateReminder, Course, Enrollment, User } from '../models';
import { runtime } from '../runtime';
import { type Actor, audit } from '../services/audit';
import { now } from '../services/clock';
import { brDate } from '../services/format';
import { getSetting } from '../services/settings';
import { certificateEvent, enrollmentsCreated } from '../services/webhooks/events';

const DAY = 86_400_000;

export async function reminderDays(): Promise<number[]> {
  try {
    const parsed = JSON.parse((await getSetting('certificate_reminder_days')) ?? 'null');
    if (Array.isArray(parsed) && parsed.every((d) => Number.isInteger(d) && d > 0 && d <= 365)) {
      return [...parsed].sort((a, b) => b - a);
    }
  } catch {
    // a malformed setting falls back to the defaults
  }
  return [...DEFAULT_REMINDER_DAYS];
}

/**
 * NR refreshers: for every active certificate inside a reminder window (90/60/30/7 days by
 * default), e-mails the student once per threshold and enrols them in the course's refresher
 * course. A certificate first seen at 20 days gets one e-mail (the 30-day one); the thresholds
 * already passed are recorded so they are never sent late.
 */
export async function runCertificateReminders(at: Date = now()): Promise<{ reminded: number; enrolled: number }> {
  const days = await reminderDays();
  const horizon = new Date(at.getTime() + (days[0] ?? 0) * DAY);
  const certs = await Certificate.findAll({
    where: { status: 'active', expires_at: { [Op.gt]: at, [Op.lte]: horizon } },
    include: [
      { model: User, as: 'user', attributes: ['id', 'name', 'email', 'is_active'] },
      { model: Course, as: 'course', attributes: ['id', 'title', 'refresher_course_id'] },
    ],
  });
  if (!certs.length) return { reminded: 0, enrolled: 0 };
  const sent = await CertificateReminder.findAll({ where: { certificate_id: { [Op.in]: certs.map((c) => c.id) } } });
  const sentKey = new Set(sent.map((r) => `${r.certificate_id}:${r.days_before}`));
  const actor: Actor = { user: null, ip: null, source: 'system' };
  let reminded = 0;
  let enrolled = 0;

  for (const cert of certs) {
    const { user, course } = cert as Certificate & { user?: User; course?: Course };
    if (!user?.is_active || !course) continue;
    const left = (new Date(cert.expires_at as Date).getTime() - at.getTime()) / DAY;
    const due = days.filter((d) => left <= d && !sentKey.has(`${cert.id}:${d}`));
    if (!due.length) continue;
    const refresher = course.refresher_course_id ? await Course.findByPk(course.refresher_course_id) : null;
    const newlyEnrolled = await inTransaction(async (transaction) => {
      await CertificateReminder.bulkCreate(
        due.map((d) => ({ certificate_id: cert.id, days_before: d, sent_at: at })),
        { transaction, ignoreDuplicates: true },
      );
      await cert.update({ reminder_sent_at: at }, { transaction });
      let created = false;
      if (
        refresher &&
        !(await Enrollment.findOne({ where: { user_id: user.id, course_id: refresher.id }, transaction }))
      ) {
        // The refresher is the NR's periodic training (NR-01 1.7.1.2.2).
        await Enrollment.create(
          { user_id: user.id, course_id: refresher.id, enrolled_at: at, training_type: 'periodico' },
          { transaction },
        );
        await enrollmentsCreated([{ userId: user.id, courseId: refresher.id }], at, transaction);
        created = true;
      }
      await certificateEvent('certificate.expiring', cert, transaction, {
        days_left: Math.max(0, Math.ceil(left)),
        refresher_enrolled: created,
      });
      await audit(
        actor,
        {
          action: 'CERTIFICADO_LEMBRETE',
          description: `Lembrete de vencimento (${Math.min(...due)} dias) para ${user.email}: ${course.title}${created ? `; matriculado na reciclagem ${refresher?.title}` : ''}`,
          subject: user,
        },
        transaction,
      );
      return created;
    });
    reminded += 1;
    if (newlyEnrolled) enrolled += 1;
    try {
      await runtime().mailer.send({
        to: user.email,
        subject: `Seu certificado de ${course.title} vence em ${Math.ceil(left)} dias`,
        template: 'certificate-expiring',
        data: {
          name: user.name,
          courseTitle: course.title,
          expiresDate: brDate(cert.expires_at),
          daysLeft: Math.ceil(left),
          refresherTitle: refresher?.title ?? null,
          refresherUrl: refresher ? `${runtime().config.publicUrl}/courses/${refresher.id}` : null,
        },
      });
    } catch (err) {
      await audit(actor, {
        action: 'EMAIL_FALHOU',
        level: 'error',
        description: `Falha ao enviar lembrete de vencimento para ${user.email}`,
        message: (err as Error).message,
      });
    }
  }
  return { reminded, enrolled };
}
