/**
 * 'Documentação da API' (issue 23) in Chromium against the built server: the admin opens it from
 * the menu, finds `GET /api/certificates/{id}/download` by searching, opens it with the keyboard
 * and reads who may call, the `id` path parameter and the PDF answer; the JSON link downloads the
 * document the server serves. A student is refused. Audited with axe, checked at 320 px, and
 * photographed (api-docs-*.png).
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { T } from '../src/messages';
import {
  allowDownloads,
  atNarrowScreen,
  clickMenu,
  screenAuditor,
  screenshotOnFailure,
  visibleText,
  waitForDownload,
  waitForScreen,
  waitForText,
} from './harness';
import { ADMIN, activateStudent, type Portal, signIn, signOut, startPortal } from './people';

const TX = T.apiDocs;
const STUDENT = { name: 'Caio Leitor', email: 'caio.leitor@empresa.com.br', password: 'CaioLeitor12' };

let portal: Portal;
let page: Page;
let baseUrl = '';
let downloads = '';
const { shot, audit } = screenAuditor(() => page);

beforeAll(async () => {
  portal = await startPortal();
  page = portal.page;
  baseUrl = portal.server.baseUrl;
  downloads = path.join(portal.server.dataDir, 'downloads');
  mkdirSync(downloads, { recursive: true });
  await allowDownloads(page, downloads);
  await activateStudent(baseUrl, portal.smtp, portal.adminToken, STUDENT);
}, 120_000);

afterEach(screenshotOnFailure(() => page, 'api-docs-falha'));

afterAll(async () => {
  await portal?.stop();
});

describe('Documentação da API', () => {
  it('shows the operations by resource, with parameters, who may call and the answer', async () => {
    await signIn(page, baseUrl, ADMIN.email, ADMIN.password);
    await clickMenu(page, T.adminNav.apiDocs);
    await waitForScreen(page, '/api-docs', TX.title);
    await waitForText(page, 'certificates');
    await audit('admin: documentação da API');
    await shot('api-docs-lista');

    await page.type(`input[type="search"]`, 'certificates download');
    await waitForText(page, TX.operationCount(1));
    // Opened from the keyboard: Tab to the operation's summary, Enter.
    await page.focus('#op-certificates\\.download > summary');
    await page.keyboard.press('Enter');
    await waitForText(page, TX.whoMayCall);
    const text = await visibleText(page);
    expect(text).toContain('GET');
    expect(text).toContain('/api/certificates/{id}/download');
    expect(text).toContain('certificates.download');
    expect(text).toContain(TX.parameters);
    expect(text).toMatch(/id\s*caminho\s*integer\s*obrigatório/);
    expect(text).toContain('application/pdf');
    expect(text).toContain('Administrador, Gestor, Instrutor, Aluno');
    await audit('admin: operação aberta');
    await shot('api-docs-operacao');
    await atNarrowScreen(page, 'api-docs-320', () => shot('api-docs-320'));

    // a JSON call: the body's fields with their types and required marks, and the answer's fields
    await page.click('input[type="search"]', { count: 3 });
    await page.keyboard.press('Backspace');
    await page.type('input[type="search"]', 'POST /api/companies');
    await page.click('#op-companies\\.create > summary');
    await waitForText(page, TX.body);
    const create = await visibleText(page);
    expect(create).toMatch(/name\s*string\s*obrigatório/);
    expect(create).toContain(TX.fieldsOf('object'));
    expect(create).toMatch(/company\s*Empresa\s*obrigatório/);
    await audit('admin: operação com corpo JSON');
    await shot('api-docs-corpo');

    await page.click('a[download]');
    const file = await waitForDownload(downloads, /openapi.*\.json$/);
    const doc = JSON.parse(readFileSync(file, 'utf8'));
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/api/certificates/{id}/download'].get.operationId).toBe('certificates.download');
  });

  it('is the admins’ only', async () => {
    await signOut(page);
    await signIn(page, baseUrl, STUDENT.email, STUDENT.password);
    await page.goto(`${baseUrl}/api-docs`);
    await waitForText(page, TX.accessDenied);
  });
});
