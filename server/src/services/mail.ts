import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import Handlebars from 'handlebars';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config';
import { templatesDir } from '../paths';
import { log } from './logger';
import type { SmtpOptions } from './mailSettings';
import { brandSettings } from './settings';

export type MailTemplate =
  | 'code'
  | 'password-reset'
  | 'welcome'
  | 'enrollment'
  | 'certificate-expiring'
  | 'security-notice'
  | 'manager-digest'
  | 'practical-session'
  | 'webhook-failing'
  | 'privacy-answer'
  | 'tutoring-answer'
  | 'tutoring-digest';

export interface MailMessage {
  to: string;
  subject: string;
  template: MailTemplate;
  data: Record<string, unknown>;
  /** Files sent along (a manager's digest carries its CSV); made at send time, never stored. */
  attachments?: { filename: string; content: string | Buffer; contentType: string }[];
}

const compiled = new Map<string, Handlebars.TemplateDelegate>();
function template(name: string): Handlebars.TemplateDelegate {
  let t = compiled.get(name);
  if (!t) {
    // Plain-text parts are not HTML: escaping would turn '=' in links into '&#x3D;'.
    const noEscape = name.endsWith('.txt');
    t = Handlebars.compile(readFileSync(path.join(templatesDir, 'mail', `${name}.hbs`), 'utf8'), { noEscape });
    compiled.set(name, t);
  }
  return t;
}

/**
 * Sends e-mail through SMTP when configured; otherwise writes .eml files to DATA_DIR/outbox so a
 * fresh install can still finish a 2FA or reset flow.
 */
export class Mailer {
  private transport: Transporter;
  private readonly outbox: string | null;

  private readonly from: string;

  constructor(config: Config, smtp: SmtpOptions = { ...config.smtp, rejectUnauthorized: false }) {
    this.from = smtp.from;
    if (smtp.host) {
      this.outbox = null;
      this.transport = nodemailer.createTransport({
        host: smtp.host,
        port: smtp.port,
        secure: smtp.secure === 'SSL',
        requireTLS: smtp.secure === 'STARTTLS',
        ignoreTLS: smtp.secure === 'NONE',
        tls: { rejectUnauthorized: smtp.rejectUnauthorized },
        auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? '' } : undefined,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      });
    } else {
      this.outbox = path.join(config.dataDir, 'outbox');
      this.transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    }
  }

  async render(message: MailMessage): Promise<{ html: string; text: string }> {
    const brand = await brandSettings();
    const data = {
      ...message.data,
      brand: brand.name,
      themeColor: brand.themeColor,
      themeText: brand.themeText,
      themeInk: brand.themeInk,
      subject: message.subject,
    };
    const body = template(message.template)(data);
    return {
      html: template('layout')({ ...data, body }),
      text: template(`${message.template}.txt`)(data),
    };
  }

  async send(message: MailMessage): Promise<void> {
    const { html, text } = await this.render(message);
    const info = await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      html,
      text,
      attachments: message.attachments,
    });
    if (this.outbox) {
      await mkdir(this.outbox, { recursive: true });
      const file = path.join(this.outbox, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      log({ module: 'mail' }).info({ to: message.to, file }, 'SMTP não configurado: e-mail salvo em arquivo');
    }
  }

  /** Whether mail goes to a real SMTP server (false: the outbox folder). */
  get usesSmtp(): boolean {
    return this.outbox === null;
  }

  close(): void {
    this.transport.close();
  }
}
