/**
 * Proof for an inspection (issue 22) in Chromium against the built server: the admin uploads the
 * provider's A1 in Configurações (a throwaway CA and .p12 made here with node-forge): a wrong
 * password is refused with the server's reason, then holder, issuer and expiry show, with the
 * 30-day warning for a certificate that expires in 20 days. A worker who finished a course confirms
 * receiving it on Certificados (a wrong code is refused in the dialog; the e-mailed one signs) and
 * the certificate says when. The admin downloads the worker's dossiê and the company's (ZIP files;
 * a course nobody took answers the server's 404 in the dialog); the company's manager downloads
 * theirs. Signed out, the public page checks the downloaded pack (intact, with what the manifest
 * says) and a copy with one byte flipped (the file named), and hands out the public key. Each new
 * screen and dialog is photographed (ev-*.png), audited with axe and checked at 320 px.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  ACKNOWLEDGMENT_MSG,
  DEFAULT_BRAND,
  EVIDENCE_MSG,
  MSG,
  SIGNING_MSG,
  type SigningCertificateInfo,
} from '@trilha/sdk/contract';
import forge from 'node-forge';
import type { Page } from 'puppeteer-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CERTIFICATE_TEXT } from '../../sdk/src/widgets/Certificates/messages';
import { flipDataByte } from '../../server/test/api/zipBytes';
import { latestCodeTo } from '../../server/test/harness/smtpSink';
import { T } from '../src/messages';
import {
  allowDownloads,
  atNarrowScreen,
  click,
  clickMenu,
  field,
  fill,
  screenAuditor,
  screenshotOnFailure,
  selectOption,
  visibleText,
  waitForDownload,
  waitForPath,
  waitForScreen,
  waitForText,
} from './harness';
import { ADMIN, activateStudent, apiAs, type Portal, signIn, signOut, startPortal } from './people';

const TX = T.evidence;
const SX = T.signingCertificate;
const COMPANY = 'Metalúrgica Horizonte Ltda';
const HOLDER = 'Provedor Treinamentos Ltda:11222333000181';
const ISSUER = 'AC Teste Trilha';
const COURSE = { title: 'NR-12 Segurança em Máquinas', lesson: 'Proteções fixas e móveis' };
const EMPTY_COURSE = { title: 'NR-18 Construção Civil', lesson: 'Canteiro de obras' };
const WORKER = { name: 'Joana Prensista', email: 'joana.prensista@horizonte.com.br', password: 'JoanaNR12ok' };
const MANAGER = { name: 'Sérgio Gestor', email: 'sergio.gestor@horizonte.com.br', password: 'SergioGestor12' };
const DAY = 86_400_000;

let portal: Portal;
let page: Page;
let baseUrl = '';
let downloads = '';
let workerPack = '';
const ids = { company: 0, worker: 0, course: 0, emptyCourse: 0 };

/** A fresh admin client (a sign-out in the browser ends the admin's earlier tokens). */
async function admin() {
  const { token } = await apiAs(baseUrl).auth.login(ADMIN);
  return apiAs(baseUrl, token);
}

const today = () =>
  new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric' })
    .format(new Date())
    .toString();

/** A .p12 of `holder` issued by a throwaway CA, valid from yesterday for `days` days. */
function makeP12(holder: string, days: number, password: string): Buffer {
  const certificate = (subject: string, keys: forge.pki.rsa.KeyPair, issuer?: forge.pki.Certificate) => {
    const cert = forge.pki.createCertificate();
    cert.publicKey = keys.publicKey;
    cert.serialNumber = `0${Math.floor(Math.random() * 1e9).toString(16)}`;
    cert.validity.notBefore = new Date(Date.now() - DAY);
    cert.validity.notAfter = new Date(Date.now() + (issuer ? days : 3650) * DAY);
    cert.setSubject([
      { name: 'commonName', value: subject },
      { name: 'countryName', value: 'BR' },
    ]);
    cert.setIssuer(issuer ? issuer.subject.attributes : cert.subject.attributes);
    cert.setExtensions(
      issuer
        ? [{ name: 'keyUsage', digitalSignature: true, nonRepudiation: true }]
        : [{ name: 'basicConstraints', cA: true }],
    );
    return cert;
  };
  const caKeys = forge.pki.rsa.generateKeyPair(1024);
  const ca = certificate(ISSUER, caKeys);
  ca.sign(caKeys.privateKey, forge.md.sha256.create());
  const keys = forge.pki.rsa.generateKeyPair(1024);
  const cert = certificate(holder, keys, ca);
  cert.sign(caKeys.privateKey, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(keys.privateKey, [cert, ca], password, { algorithm: '3des' });
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
}

/** A published course of one lesson of duration 0 (it completes at once). */
async function course(title: string, lesson: string) {
  const api = await admin();
  const { courseId } = await api.courses.create({ title, description: `Treinamento ${title}.` });
  const { course: saved } = await api.courses.saveContent(courseId, {
    modules: [{ title: 'Módulo 1', lessons: [{ title: lesson, video_type: 'youtube', duration: 0 }] }],
  });
  await api.courses.update(courseId, { title, status: 'published' });
  return { courseId, lessonId: saved.modules?.[0]?.lessons[0]?.id ?? 0 };
}

const { shot, audit } = screenAuditor(() => page);

/** The page at 320 px wide scrolls only downwards (the viewport comes back after). */
const fitsNarrowScreen = (name: string, prepare?: () => Promise<void>) =>
  atNarrowScreen(page, name, () => shot(name), prepare);

/** Scrolls the element matching `selector`, once it shows, to the top of the view (for the screenshots). */
async function scrollTo(selector: string) {
  const element = await page.waitForSelector(selector, { timeout: 15_000 });
  await element?.evaluate((el) => el.scrollIntoView({ block: 'start' }));
}

const isZip = (file: string) =>
  readFileSync(file)
    .subarray(0, 4)
    .equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));

beforeAll(async () => {
  portal = await startPortal();
  page = portal.page;
  baseUrl = portal.server.baseUrl;
  downloads = path.join(portal.server.dataDir, 'downloads');
  mkdirSync(downloads, { recursive: true });
  await allowDownloads(page, downloads);

  const api = apiAs(baseUrl, portal.adminToken);
  ids.company = (await api.companies.create({ name: COMPANY })).company.id;
  const worker = await activateStudent(baseUrl, portal.smtp, portal.adminToken, WORKER, { company_id: ids.company });
  ids.worker = worker.id;
  await activateStudent(baseUrl, portal.smtp, portal.adminToken, MANAGER, {
    role: 'manager',
    company_id: ids.company,
  });
  const nr12 = await course(COURSE.title, COURSE.lesson);
  ids.course = nr12.courseId;
  ids.emptyCourse = (await course(EMPTY_COURSE.title, EMPTY_COURSE.lesson)).courseId;
  await api.manager.setCompanyCourses(ids.company, { course_ids: [ids.course, ids.emptyCourse] });
  await api.courses.enroll(ids.course, ids.worker);
  // The worker finishes the course through the API: the lesson, then the certificate.
  const learner = apiAs(baseUrl, worker.token);
  await learner.lessons.complete(nr12.lessonId, 0);
  await learner.certificates.generateTemporary(ids.course);
}, 120_000);

afterEach(screenshotOnFailure(() => page, 'ev-falha'));

afterAll(async () => {
  await portal?.stop();
});

describe('the admin: the signing certificate in Configurações', () => {
  it('refuses a wrong password, then shows holder, issuer, expiry and the 30-day warning', async () => {
    const p12 = path.join(downloads, 'provedor.p12');
    writeFileSync(p12, makeP12(HOLDER, 20, 'senha-a1'));

    await signIn(page, baseUrl, ADMIN.email, ADMIN.password);
    await clickMenu(page, T.adminNav.settings);
    await waitForPath(page, '/settings');
    await waitForText(page, SIGNING_MSG.none);
    await scrollTo('[aria-labelledby="settings-signing"]');
    await shot('ev-configuracoes-sem-a1');
    await audit('admin: configurações, sem certificado de assinatura');

    // Nothing chosen: the form says what is missing before sending.
    await click(page, SX.upload);
    await waitForText(page, SIGNING_MSG.file);

    await (await field(page, SX.file)).uploadFile(p12);
    await fill(page, SX.password, 'senha-errada');
    await click(page, SX.upload);
    await waitForText(page, SIGNING_MSG.password);
    await scrollTo('[aria-labelledby="settings-signing"]');
    await shot('ev-configuracoes-senha-errada');
    await audit('admin: configurações, senha do A1 errada');
    expect(
      await (await admin()).adminSettings.signingCertificate().then(
        () => 'saved',
        () => 'none',
      ),
    ).toBe('none');

    await fill(page, SX.password, 'senha-a1');
    await click(page, SX.upload);
    await waitForText(page, SIGNING_MSG.saved);
    const info: SigningCertificateInfo = await (await admin()).adminSettings.signingCertificate();
    expect(info).toMatchObject({ holder: HOLDER, issuer: ISSUER, expiring_soon: true });
    const section = await page.$eval('[aria-labelledby="settings-signing"]', (el) => (el as HTMLElement).innerText);
    expect(section).toContain(HOLDER);
    expect(section).toContain(ISSUER);
    const expiry = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(
      new Date(info.valid_until),
    );
    expect(section).toContain(expiry);
    expect(section).toContain(SIGNING_MSG.expiringSoon(info.days_left));
    expect(info.days_left).toBeLessThanOrEqual(20);
    // The password went into the form once and never comes back.
    expect(await (await field(page, SX.password)).evaluate((el) => el.value)).toBe('');
    await scrollTo('[aria-labelledby="settings-signing"]');
    await shot('ev-configuracoes-a1');
    await audit('admin: configurações, certificado A1 a vencer');

    await click(page, SX.remove);
    await waitForText(page, SX.removeConfirm, { inDialog: true });
    await shot('ev-configuracoes-remover-a1');
    await audit('admin: remover certificado de assinatura (confirmação)');
    await click(page, T.common.cancel, true);
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
  }, 60_000);

  it('fits a 320 px screen', async () => {
    await fitsNarrowScreen('ev-configuracoes-a1-320', () => scrollTo('[aria-labelledby="settings-signing"]'));
  });
});

describe('the worker confirms receiving the training', () => {
  it('sends the code, refuses a wrong one in the dialog, and signs with the e-mailed one', async () => {
    await signOut(page);
    await signIn(page, baseUrl, WORKER.email, WORKER.password);
    await clickMenu(page, T.nav.certificates);
    await waitForPath(page, '/certificates');
    await waitForText(page, COURSE.title);
    await click(page, CERTIFICATE_TEXT.acknowledgeLabel(COURSE.title));
    await waitForText(page, CERTIFICATE_TEXT.acknowledgeTitle, { inDialog: true });
    await waitForText(page, ACKNOWLEDGMENT_MSG.statement(COURSE.title, '', DEFAULT_BRAND), { inDialog: true });
    await shot('ev-ciencia');
    await audit('aluno: confirmar recebimento (declaração)');

    portal.smtp.clear();
    await click(page, CERTIFICATE_TEXT.sendCode, true);
    await waitForText(page, ACKNOWLEDGMENT_MSG.codeSent, { inDialog: true });
    const code = await latestCodeTo(portal.smtp, WORKER.email);

    // A short code is refused before sending; a wrong one by the server, both in the dialog.
    await fill(page, CERTIFICATE_TEXT.codeLabel, '123', true);
    await click(page, CERTIFICATE_TEXT.confirm, true);
    await waitForText(page, CERTIFICATE_TEXT.codeRequired, { inDialog: true });
    const wrong = code === '000000' ? '111111' : '000000';
    await fill(page, CERTIFICATE_TEXT.codeLabel, wrong, true);
    await click(page, CERTIFICATE_TEXT.confirm, true);
    await waitForText(page, MSG.invalidCode, { inDialog: true });
    await shot('ev-ciencia-codigo-errado');
    await audit('aluno: confirmar recebimento, código errado');
    await fitsNarrowScreen('ev-ciencia-320');

    await fill(page, CERTIFICATE_TEXT.codeLabel, code, true);
    await shot('ev-ciencia-codigo');
    await click(page, CERTIFICATE_TEXT.confirm, true);
    await waitForText(page, ACKNOWLEDGMENT_MSG.confirmed, { inDialog: true });
    await shot('ev-ciencia-confirmada');
    await audit('aluno: recebimento confirmado');
    await click(page, CERTIFICATE_TEXT.close, true);
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));

    await waitForText(page, CERTIFICATE_TEXT.acknowledgedAt(today()));
    expect(await visibleText(page)).not.toContain(CERTIFICATE_TEXT.acknowledge);
    // The focus lands on the confirmation, not at the top of the page.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain(
      CERTIFICATE_TEXT.acknowledgedAt(today()),
    );
    await shot('ev-certificados-ciencia');
    const { permanent, temporary } = await (await admin()).certificates.list();
    const mine = [...permanent, ...temporary].find((c) => c.user_id === ids.worker);
    expect(mine?.acknowledged_at).toBeTruthy();
  }, 60_000);
});

describe('the admin and the manager: evidence packs', () => {
  it("downloads the worker's dossiê from the certificate", async () => {
    await signOut(page);
    await signIn(page, baseUrl, ADMIN.email, ADMIN.password);
    await clickMenu(page, T.nav.certificates);
    await waitForPath(page, '/certificates');
    await waitForText(page, WORKER.name);
    await scrollTo('.trilha-certs');
    await shot('ev-certificados-admin');
    await audit('admin: certificados com o dossiê');
    await click(page, TX.workerPackLabel(WORKER.name, COURSE.title));
    workerPack = await waitForDownload(downloads, /^dossie-joana-prensista-.*\.zip$/);
    expect(isZip(workerPack)).toBe(true);
  }, 60_000);

  it("downloads the company's dossiê; a course nobody took answers the server's reason", async () => {
    await click(page, TX.companyPack);
    await waitForText(page, TX.companyText, { inDialog: true });
    await waitForText(page, COURSE.title, { inDialog: true });
    await click(page, TX.download, true);
    await waitForText(page, TX.companyRequired, { inDialog: true });
    await selectOption(page, TX.company, COMPANY, true);
    await click(page, TX.download, true);
    await waitForText(page, EVIDENCE_MSG.courseRequired, { inDialog: true });
    await shot('ev-dossie-empresa-vazio');
    await audit('admin: dossiê da empresa, sem curso');

    await selectOption(page, TX.course, EMPTY_COURSE.title, true);
    await click(page, TX.download, true);
    await waitForText(page, EVIDENCE_MSG.nobody, { inDialog: true });
    await shot('ev-dossie-empresa-ninguem');
    await audit('admin: dossiê da empresa, ninguém no curso');
    await fitsNarrowScreen('ev-dossie-empresa-320');

    await selectOption(page, TX.course, COURSE.title, true);
    await click(page, TX.download, true);
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'), { timeout: 30_000 });
    const pack = await waitForDownload(downloads, /^dossie-metalurgica-horizonte-ltda-.*\.zip$/);
    expect(isZip(pack)).toBe(true);
    await waitForText(page, TX.downloaded(path.basename(pack)));
    // Out of the way of the manager's download, which has the same name.
    renameSync(pack, path.join(downloads, 'empresa-pelo-admin.zip'));
  }, 60_000);

  it("the manager downloads their company's dossiê from Certificados", async () => {
    await signOut(page);
    await signIn(page, baseUrl, MANAGER.email, MANAGER.password);
    await clickMenu(page, T.nav.certificates);
    await waitForPath(page, '/certificates');
    await waitForText(page, WORKER.name);
    await click(page, TX.companyPack);
    await waitForText(page, TX.companyText, { inDialog: true });
    // The manager's company is fixed.
    const company = await field(page, TX.company, true);
    expect(
      await company.evaluate((el) => [el.disabled, (el as unknown as HTMLSelectElement).selectedOptions[0]?.text]),
    ).toEqual([true, COMPANY]);
    await selectOption(page, TX.course, COURSE.title, true);
    await shot('ev-dossie-empresa-gestor');
    await audit('gestor: dossiê da empresa');
    await click(page, TX.download, true);
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'), { timeout: 30_000 });
    const pack = await waitForDownload(downloads, /^dossie-metalurgica-horizonte-ltda-.*\.zip$/);
    expect(isZip(pack)).toBe(true);
  }, 60_000);
});

describe('anyone: the public check of a pack', () => {
  it('reads the downloaded pack as intact, with what its manifest says', async () => {
    await signOut(page);
    await page.goto(`${baseUrl}/conferir-dossie`);
    await waitForText(page, TX.checkText);
    expect(new URL(page.url()).pathname).toBe('/conferir-dossie');
    await shot('ev-conferir');
    await audit('visitante: conferir dossiê');

    await click(page, TX.check);
    await waitForText(page, TX.fileRequired);
    await (await field(page, TX.file)).uploadFile(workerPack);
    await click(page, TX.check);
    await waitForText(page, EVIDENCE_MSG.valid);
    const text = await visibleText(page);
    expect(text).toContain(TX.kinds.worker);
    expect(text).toContain(TX.manifestTitle);
    expect(text).toContain(today());
    await shot('ev-conferir-integro');
    await audit('visitante: dossiê íntegro');
  }, 60_000);

  it('names the changed file of a copy with one byte flipped', async () => {
    const tampered = path.join(downloads, 'dossie-alterado.zip');
    writeFileSync(tampered, flipDataByte(readFileSync(workerPack), 'LEIA-ME.txt'));
    await (await field(page, TX.file)).uploadFile(tampered);
    await click(page, TX.check);
    await waitForText(page, EVIDENCE_MSG.invalid(1));
    await waitForText(page, EVIDENCE_MSG.changed('LEIA-ME.txt'));
    await shot('ev-conferir-alterado');
    await audit('visitante: dossiê alterado');
    await fitsNarrowScreen('ev-conferir-alterado-320');
  }, 60_000);

  it('hands out the public key and the command that checks a pack offline', async () => {
    expect(await visibleText(page)).toContain(TX.cli);
    await click(page, TX.publicKey);
    const key = await waitForDownload(downloads, /^trilha-evidencias\.pem$/);
    expect(readFileSync(key, 'utf8')).toContain('BEGIN PUBLIC KEY');
  });

  it("is the same page inside the portal, linked from the admin's Certificados", async () => {
    await signIn(page, baseUrl, ADMIN.email, ADMIN.password);
    await clickMenu(page, T.nav.certificates);
    await waitForPath(page, '/certificates');
    await click(page, TX.openCheck);
    await waitForScreen(page, '/conferir-dossie', TX.checkTitle);
    await waitForText(page, TX.checkText);
    await shot('ev-conferir-portal');
    await audit('admin: conferir dossiê no portal');
  });
});

describe('an auditor: the link to the company’s packs', () => {
  let address = '';
  let linkId = 0;

  it('asks the access code, refuses a wrong one, then lists the courses and hands out the pack', async () => {
    const created = await admin().then((api) =>
      api.evidence.createLink({ company_id: ids.company, expires_in_days: 7, access_code: 'fiscal-nr12' }),
    );
    linkId = created.id;
    address = new URL(created.url).pathname;
    // A page of its own, outside the portal: no session involved
    await page.goto(`${baseUrl}${address}`);
    await waitForText(page, 'Código de acesso');
    expect(await visibleText(page)).toContain(COMPANY);
    await shot('ev-auditoria-codigo');
    await audit('auditor: código de acesso');

    await fill(page, 'Código de acesso', 'chute');
    await Promise.all([page.waitForNavigation(), click(page, 'Entrar')]);
    await waitForText(page, EVIDENCE_MSG.linkWrongCode);
    await shot('ev-auditoria-codigo-errado');
    await audit('auditor: código errado');

    await fill(page, 'Código de acesso', 'fiscal-nr12');
    await Promise.all([page.waitForNavigation(), click(page, 'Entrar')]);
    await waitForText(page, 'Baixar dossiê (ZIP)');
    expect(await visibleText(page)).toContain(COURSE.title);
    await shot('ev-auditoria');
    await audit('auditor: dossiês da empresa');
    await fitsNarrowScreen('ev-auditoria-320');

    await page.click(`a[href$="/dossie/${ids.course}"]`);
    const pack = await waitForDownload(downloads, /^dossie-metalurgica-horizonte-ltda-nr-12/, 60_000);
    expect(isZip(pack)).toBe(true);
    const links = await admin().then((api) => api.evidence.links());
    const accesses = links.links.find((l) => l.id === linkId)?.accesses.map((a) => a.action) ?? [];
    expect(accesses).toContain('código de acesso incorreto');
    expect(accesses).toContain('baixou o dossiê de NR-12 Segurança em Máquinas');
  }, 90_000);

  it('answers a revoked link with the page that says so', async () => {
    await admin().then((api) => api.evidence.revokeLink(linkId));
    const res = await page.goto(`${baseUrl}${address}`);
    expect(res?.status()).toBe(410);
    await waitForText(page, EVIDENCE_MSG.linkGone);
    await shot('ev-auditoria-revogado');
    await audit('auditor: link revogado');
  });
});
