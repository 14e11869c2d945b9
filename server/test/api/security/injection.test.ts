/**
 * User-supplied text in what the server writes out: every CSV export neutralises formulas
 * (a leading ' on cells starting with = + - @ tab CR), and every e-mail and HTML page escapes
 * names and titles (no tag from a user ever reaches a mail client or a browser as markup).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCertificateReminders } from '../../../src/jobs/certificateReminders';
import { Certificate, Company, Course, SystemLog, User } from '../../../src/models';
import { certificateHtml } from '../../../src/services/certificatePdf';
import { now } from '../../../src/services/clock';
import { invalidateSettings } from '../../../src/services/settings';
import { fileForm, PDF } from '../fixtures';
import { activeUser, type CreatedUser, extractLink, mailTo, startTestServer, type TestServer } from '../support';
import { csvCells, FORMULAS, isFormula } from './helpers';

const XSS = '<img src=x onerror=alert(1)>';
const XSS_ESCAPED = '&lt;img src&#x3D;x onerror&#x3D;alert(1)&gt;';
const SCRIPT_TITLE = 'Curso <script>alert("xss")</script>';

let server: TestServer;
let admin: string;
let companyId: number;
let courseId: number;
let xssUser: CreatedUser;
let xssCertificate: Certificate;

/** The raw text of an export, checked cell by cell. */
async function exportCells(path: string): Promise<{ text: string; cells: string[] }> {
  const res = await fetch(server.url + path, { headers: { Authorization: `Bearer ${admin}` } });
  expect(res.status, path).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/csv');
  const text = Buffer.from(await res.arrayBuffer()).toString('utf8');
  return { text, cells: csvCells(text) };
}

beforeAll(async () => {
  server = await startTestServer('sec-injection');
  admin = await server.adminToken();
  const company = await server.req('POST', '/api/companies', {
    token: admin,
    body: { name: FORMULAS[0], contact_email: 'contato@empresa.test' },
  });
  companyId = company.body.company.id;
  const course = await server.req('POST', '/api/courses', {
    token: admin,
    body: { title: FORMULAS[3], status: 'published', validity_months: 12 },
  });
  courseId = course.body.courseId;
  await server.req('PUT', `/api/courses/${courseId}/content`, {
    token: admin,
    body: {
      modules: [
        {
          title: 'Módulo 1',
          lessons: [{ title: 'Aula 1', video_type: 'youtube', video_url: 'https://youtu.be/x', duration: 0 }],
        },
      ],
    },
  });
  // One student per payload: the API trims names, so tab/CR-led ones are written as an import or a
  // restored backup could leave them.
  for (const [i, formula] of FORMULAS.entries()) {
    const email = ['+cmd@empresa.test', '-1+1@empresa.test', `formula.${i}@empresa.test`][Math.min(i, 2)] as string;
    const s = await activeUser(server, { name: formula.trim() || 'x', email, company_id: companyId });
    if (formula.trim() !== formula) await User.update({ name: formula }, { where: { id: s.id } });
    await server.req('POST', `/api/courses/${courseId}/enroll`, { token: admin, body: { userId: s.id } });
    const cert = await server.req('POST', '/api/certificates/upload', {
      token: admin,
      form: fileForm('certificate', PDF, 'c.pdf', { course_id: String(courseId), user_id: String(s.id) }),
    });
    await Certificate.update(
      { expires_at: new Date(now().getTime() + 10 * 86_400_000) },
      { where: { id: cert.body.certificate.id } },
    );
    // a logged action under this name (the logs export shows it)
    await server.req('POST', '/api/auth/login', { body: { email, password: s.password } });
  }
  await SystemLog.create({
    action: 'LOGIN_FALHOU',
    level: 'warn',
    user_name: '\t=1+1',
    user_email: '@SUM(1)@x.test',
    ip_address: '=1+1',
    description: '-2+3',
  });
}, 120_000);
afterAll(() => server?.close());

describe('CSV formula injection', () => {
  const exports = [
    '/api/logs/export',
    '/api/company-reports/export',
    '/api/reports/student-progress/export',
    '/api/certificates/expiring/export?days=30',
  ];

  for (const path of exports) {
    it(`neutralises every cell of ${path}`, async () => {
      const { text, cells } = await exportCells(path);
      expect(cells.filter(isFormula)).toEqual([]);
      expect(text).toContain(`'=HYPERLINK(`);
      expect(text).toContain(`'@SUM(1+1)`);
      expect(text).toContain(`'\t=1+1`);
    });
  }

  it('neutralises the per-company CSV export too', async () => {
    const { text, cells } = await exportCells(`/api/company-reports/export-company/${companyId}?format=csv`);
    expect(cells.filter(isFormula)).toEqual([]);
    for (const expected of [`'=HYPERLINK(`, `'+cmd`, `'-1+1`, `'@SUM(1+1)`, `'\t=1+1`, `'\r=1+1`]) {
      expect(text).toContain(expected);
    }
  });

  it('keeps the exported e-mails starting with + or - inert', async () => {
    const { text } = await exportCells('/api/reports/student-progress/export');
    expect(text).toContain(`'+cmd@empresa.test`);
    expect(text).toContain(`'-1+1@empresa.test`);
  });
});

describe('e-mail templates escape what users typed', () => {
  beforeAll(async () => {
    // The brand name is admin-typed text too, shown in every mail's header and footer.
    const form = new FormData();
    form.append('company_name', `Marca ${XSS}`);
    await server.req('POST', '/api/login-settings', { token: admin, form });
    invalidateSettings();
  });

  const expectEscaped = (html: string) => {
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script>');
    expect(html).toContain(XSS_ESCAPED);
  };

  it('welcome, first-login code, enrolment, 2FA code, reset link and expiry reminder', async () => {
    const course = await server.req('POST', '/api/courses', {
      token: admin,
      body: { title: SCRIPT_TITLE, status: 'published', validity_months: 12 },
    });
    xssUser = await activeUser(server, { name: XSS, company_id: companyId });
    // welcome + first-login code arrive during activeUser
    const welcome = await server.sink.waitFor((m) => m.to.includes(xssUser.email) && m.subject.startsWith('Bem-vindo'));
    expectEscaped(welcome.html);
    expect(welcome.html).toContain('Marca &lt;img');
    const firstCode = await server.sink.waitFor(
      (m) => m.to.includes(xssUser.email) && m.subject === 'Código para o primeiro acesso',
    );
    expectEscaped(firstCode.html);

    let at = new Date();
    await server.req('POST', `/api/courses/${course.body.courseId}/enroll`, {
      token: admin,
      body: { userId: xssUser.id },
    });
    const enrolled = await mailTo(server, xssUser.email, at);
    expectEscaped(enrolled.html);
    expect(enrolled.html).toContain('&lt;script&gt;alert(&quot;xss&quot;)&lt;/script&gt;');

    at = new Date();
    await server.req('POST', `/api/users/${xssUser.id}/2fa/request-enable`, { token: xssUser.token });
    expectEscaped((await mailTo(server, xssUser.email, at)).html);

    at = new Date();
    await server.req('POST', '/api/auth/forgot-password', { body: { email: xssUser.email } });
    const reset = await mailTo(server, xssUser.email, at);
    expectEscaped(reset.html);
    expect(extractLink(reset, '/reset-password')).toMatch(/^http:\/\/portal\.test\/reset-password\?token=/);

    const uploaded = await server.req('POST', '/api/certificates/upload', {
      token: admin,
      form: fileForm('certificate', PDF, 'c.pdf', {
        course_id: String(course.body.courseId),
        user_id: String(xssUser.id),
      }),
    });
    xssCertificate = (await Certificate.findByPk(uploaded.body.certificate.id)) as Certificate;
    await xssCertificate.update({ expires_at: new Date(now().getTime() + 20 * 86_400_000) });
    at = new Date();
    await runCertificateReminders(now());
    const reminder = await mailTo(server, xssUser.email, at);
    expectEscaped(reminder.html);
    expect(reminder.html).toContain('&lt;script&gt;');
  });

  it('a title with line breaks cannot add mail headers or recipients', async () => {
    const created = await server.req('POST', '/api/courses', { token: admin, body: { title: 'NR-10 Básico' } });
    const course = { id: created.body.courseId as number };
    await Course.update({ title: 'NR-10\r\nBcc: intruso@mal.test\r\nX-Injetado: 1' }, { where: { id: course.id } });
    const at = new Date();
    await server.req('POST', `/api/courses/${course.id}/enroll`, { token: admin, body: { userId: xssUser.id } });
    const mail = await mailTo(server, xssUser.email, at);
    expect(mail.to).toEqual([xssUser.email]);
    const headers = mail.raw.split(/\r?\n\r?\n/)[0] as string;
    expect(headers).toMatch(/^Subject: /m);
    expect(headers).not.toMatch(/^X-Injetado:/m);
    expect(headers).not.toMatch(/^Bcc:/im);
    expect(server.sink.messages.some((m) => m.to.includes('intruso@mal.test'))).toBe(false);
  });
});

describe('HTML pages escape what users typed', () => {
  it('the public verification page and the certificate page', async () => {
    await Company.update({ name: `Empresa ${XSS}` }, { where: { id: companyId } });
    const page = await fetch(`${server.url}/verificar/${xssCertificate.certificate_code}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script>alert');
    expect(html).toContain(XSS_ESCAPED);
    expect(html).toContain('Marca &lt;img');

    const certificate = await certificateHtml(xssCertificate);
    expect(certificate).not.toContain('<img src=x');
    expect(certificate).not.toContain('<script>alert');
    expect(certificate).toContain(XSS_ESCAPED);
  });
});
