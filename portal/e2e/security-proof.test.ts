/**
 * Issue 15 in the browser: switching 2FA off and changing one's own password ask for the current
 * password and the e-mailed code (a session alone is not enough), and the owner gets an e-mail.
 */
import { MSG } from '@trilha/sdk/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { extractCode, hasCode } from '../../server/test/harness/smtpSink';
import { T } from '../src/messages';
import { click, fill, screenshot, screenshotOnFailure, visibleText, waitForPath, waitForText } from './harness';
import { activateStudent, apiAs, type Person, type Portal, startPortal } from './people';

const STUDENT: Person = { name: 'Rita Moraes', email: 'rita.moraes@andaimes.com.br', password: 'SenhaRita1' };
const NEW_PASSWORD = 'NovaSenhaRita2';

let portal: Portal;
const page = () => portal.page;

/** The newest code e-mailed to the student after `since`. */
async function codeSince(since: Date): Promise<string> {
  const mail = await portal.smtp.waitFor((m) => m.to.includes(STUDENT.email) && m.receivedAt >= since && hasCode(m));
  return extractCode(mail);
}

beforeAll(async () => {
  portal = await startPortal();
  const base = portal.server.baseUrl;
  const student = await activateStudent(base, portal.smtp, portal.adminToken, STUDENT);
  const since = new Date();
  await apiAs(base, student.token).users.request2faEnable(student.id);
  await apiAs(base, student.token).users.enable2fa(student.id, await codeSince(since));
  // Sign in through the screen: password, then the 2FA code.
  await page().goto(`${base}/login`);
  await fill(page(), T.login.userLabel, STUDENT.email);
  await fill(page(), T.login.passwordLabel, STUDENT.password);
  const loginAt = new Date();
  await click(page(), T.login.submit);
  await waitForText(page(), T.login.codeTitle);
  await fill(page(), T.login.codeLabel, await codeSince(loginAt));
  await click(page(), T.login.verify);
  await waitForPath(page(), '/dashboard');
});

afterEach(screenshotOnFailure(() => portal?.page, 'falha-prova'));
afterAll(() => portal?.stop());

describe('a fresh proof before a security change', () => {
  it('switching 2FA off asks for the current password and the e-mailed code', async () => {
    await page().goto(`${portal.server.baseUrl}/profile`);
    await waitForText(page(), T.profile.twoFactorOnText);
    await click(page(), T.profile.disable2fa);
    await waitForText(page(), T.proof.disableOwn, { inDialog: true });
    await click(page(), T.profile.disable2fa, true);
    await waitForText(page(), T.proof.missingPassword, { inDialog: true });

    await fill(page(), T.proof.currentPassword, 'senha-errada', true);
    const since = new Date();
    await click(page(), T.proof.requestCode, true);
    const code = await codeSince(since);
    await fill(page(), T.proof.codeLabel, code, true);
    await click(page(), T.profile.disable2fa, true);
    await waitForText(page(), MSG.currentPasswordWrong, { inDialog: true });
    await screenshot(page(), 'prova-01-desativar-2fa-senha-errada');

    await fill(page(), T.proof.currentPassword, STUDENT.password, true);
    await click(page(), T.profile.disable2fa, true);
    await waitForText(page(), MSG.twoFactorDisabled);
    expect(await visibleText(page())).toContain(T.profile.twoFactorOffText);
    const notice = await portal.smtp.waitFor(
      (m) => m.to.includes(STUDENT.email) && m.subject === 'A verificação em duas etapas foi desativada',
    );
    expect(notice.text).toContain('Feito por: Você');
  });

  it("changing one's own password asks for the current one", async () => {
    await click(page(), T.profile.changePassword);
    await waitForText(page(), T.proof.currentPassword, { inDialog: true });
    await fill(page(), T.password.label, NEW_PASSWORD, true);
    await fill(page(), T.password.confirmLabel, NEW_PASSWORD, true);
    await fill(page(), T.proof.currentPassword, STUDENT.password, true);
    await screenshot(page(), 'prova-02-alterar-senha');
    await click(page(), T.password.submit, true);
    await waitForText(page(), T.password.success, { inDialog: true });
    const login = await apiAs(portal.server.baseUrl).auth.login({ email: STUDENT.email, password: NEW_PASSWORD });
    expect(login.token).toBeTruthy();
  });
});
