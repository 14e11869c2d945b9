/**
 * Captions end to end (issue 17, item 3), in Chromium against the built server: the admin attaches
 * a WebVTT file to a lesson with an uploaded video in the course form (a SubRip file named .vtt is
 * refused by its content), the student's restricted player loads it as a pt-BR track shown from
 * the start, and the 'Legendas' toggle, like every control of the player, works from the keyboard
 * with a visible focus and says its state. Screenshots go to /tmp/trilha-captions/.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { COURSE_MSG } from '@trilha/sdk/contract';
import type { ElementHandle, Page } from 'puppeteer-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PLAYER_MSG } from '../../sdk/src/widgets/CoursePlayer/messages';
import { T } from '../src/messages';
import { click, field, repoRoot, screenshotOnFailure, visibleText, waitForText } from './harness';
import { ADMIN, activateStudent, apiAs, type Portal, signIn, signOut, startPortal } from './people';

const STUDENT = { name: 'Rafael Souza', email: 'rafael.souza@construtora.com.br', password: 'SenhaRafael1' };
const COURSE = 'NR-35 Trabalho em Altura';
const LESSON = 'Cinto de segurança e talabarte';
const CUE = 'Prenda o talabarte acima da cintura.';
const SHOTS = '/tmp/trilha-captions';

let portal: Portal;
let page: Page;
let server: Portal['server'];
let courseId = 0;
let files: { vtt: string; srt: string };

const context = T.courseForm.lessonContext(1, 1);
const controls = '.trilha-video__controls';
const captionsButton = `${controls} button[aria-label="${PLAYER_MSG.captions}"]`;

async function shot(name: string, selector?: string) {
  await new Promise((resolve) => setTimeout(resolve, 400));
  const file = path.join(SHOTS, `${name}.png`);
  if (selector) await (await page.waitForSelector(selector))?.screenshot({ path: file });
  else await page.screenshot({ path: file });
}

/** Opens the course form of the course from the admin's grid. */
async function openEditor() {
  await page.goto(`${server.baseUrl}/courses`);
  await click(page, T.courses.actionLabel(T.courses.edit, COURSE));
  await waitForText(page, T.courseForm.modulesSection, { inDialog: true });
}

async function chooseCaption(file: string) {
  const input = await field(page, `${context}${T.courseForm.captionFile}`, true);
  await (input as ElementHandle<HTMLInputElement>).uploadFile(file);
}

async function publish() {
  await click(page, T.courseForm.publish, true);
  await page.waitForFunction(() => !document.querySelector('[role="dialog"]'), { timeout: 30_000 });
  await waitForText(page, T.courseForm.savedPublished);
}

/** The player's caption track as the browser holds it. */
const track = () =>
  page.evaluate(() => {
    const element = document.querySelector<HTMLTrackElement>('video.trilha-video__media track');
    const cues = element?.track.cues;
    return {
      readyState: element?.readyState,
      kind: element?.kind,
      srclang: element?.srclang,
      label: element?.label,
      mode: element?.track.mode,
      cues: cues ? [...cues].map((c) => (c as VTTCue).text) : [],
    };
  });

const pressed = () => page.$eval(captionsButton, (b) => b.getAttribute('aria-pressed'));

/** Waits until the element's attribute reads `value` (a toggle's state, a button's new name). */
const waitForAttribute = (selector: string, name: string, value: string) =>
  page.waitForFunction(
    (s: string, n: string, v: string) => document.querySelector(s)?.getAttribute(n) === v,
    {},
    selector,
    name,
    value,
  );

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  portal = await startPortal();
  ({ page, server } = portal);
  const admin = apiAs(server.baseUrl, portal.adminToken);
  const video = readFileSync(path.join(repoRoot, 'server', 'assets', 'demo', 'video-demonstracao.webm'));
  const { video_file } = await admin.courses.uploadVideo(
    new File([new Uint8Array(video)], 'aula.webm', { type: 'video/webm' }),
  );
  ({ courseId } = await admin.courses.create({ title: COURSE, description: 'Proteção contra quedas.' }));
  await admin.courses.saveContent(courseId, {
    modules: [{ title: 'Equipamentos', lessons: [{ title: LESSON, video_type: 'local', video_file, duration: 1 }] }],
  });
  await admin.courses.update(courseId, { title: COURSE, status: 'published' });
  const student = await activateStudent(server.baseUrl, portal.smtp, portal.adminToken, STUDENT);
  await admin.courses.enroll(courseId, student.id);

  const write = (name: string, text: string) => {
    const file = path.join(server.dataDir, name);
    writeFileSync(file, text);
    return file;
  };
  files = {
    vtt: write('legenda-nr35.vtt', `WEBVTT\n\n00:00:00.000 --> 00:01:00.000\n${CUE}\n`),
    // SubRip under a .vtt name: only the server, reading the content, can tell.
    srt: write('legenda-errada.vtt', `1\n00:00:00,000 --> 00:01:00,000\n${CUE}\n`),
  };
});

afterEach(screenshotOnFailure(() => page, 'falha-legendas'));

afterAll(() => portal?.stop());

describe('portal: captions of an uploaded lesson video', () => {
  it('refuses a file that is not WebVTT, whatever its name, and saves the course anyway', async () => {
    await signIn(page, server.baseUrl, ADMIN.email, ADMIN.password);
    await openEditor();
    const input = await field(page, `${context}${T.courseForm.captionFile}`, true);
    expect(await input.evaluate((el) => el.accept)).toContain('.vtt');
    await chooseCaption(files.srt);
    await waitForText(page, 'legenda-errada.vtt', { inDialog: true });
    await publish();
    await waitForText(page, T.courseForm.captionFailed(LESSON, COURSE_MSG.captionType));
    const { course } = await apiAs(server.baseUrl, portal.adminToken).courses.get(courseId);
    expect(course.modules?.[0]?.lessons[0]?.caption_url).toBeNull();
  });

  it('attaches a WebVTT file in the course form and shows it on the next edit', async () => {
    await openEditor();
    await chooseCaption(files.vtt);
    await waitForText(page, 'legenda-nr35.vtt', { inDialog: true });
    await publish();
    const { course } = await apiAs(server.baseUrl, portal.adminToken).courses.get(courseId);
    expect(course.modules?.[0]?.lessons[0]?.caption_url).toMatch(/^\/api\/uploads\/captions\/[0-9a-f]{32}\.vtt\?/);

    await openEditor();
    await waitForText(page, T.courseForm.currentCaption, { inDialog: true });
    const link = await page.$eval('[role="dialog"] a[download]', (a) => a.textContent);
    expect(link).toBe(T.courseForm.captionDownload);
    await page.$eval('[role="dialog"] a[download]', (a) => a.scrollIntoView({ block: 'center' }));
    await shot('01-editor-caption-attached');
    await click(page, T.common.cancel, true);
    await signOut(page);
  });

  it("loads the track in the student's player, shown from the start over the video", async () => {
    await signIn(page, server.baseUrl, STUDENT.email, STUDENT.password);
    await page.goto(`${server.baseUrl}/courses/${courseId}`);
    await waitForText(page, LESSON);
    await page.waitForSelector(captionsButton);
    expect(await pressed()).toBe('true');
    await page.waitForFunction(
      () => document.querySelector<HTMLTrackElement>('video.trilha-video__media track')?.readyState === 2,
    );
    expect(await track()).toEqual({
      readyState: 2,
      kind: 'captions',
      srclang: 'pt-BR',
      label: 'Português',
      mode: 'showing',
      cues: [CUE],
    });
    // Playing shows the cue over the video (it runs from 0:00 to 1:00); paused, it stays on screen.
    await click(page, PLAYER_MSG.play);
    await page.waitForFunction(
      () => (document.querySelector('video.trilha-video__media') as HTMLVideoElement).currentTime > 1,
      { timeout: 30_000 },
    );
    await click(page, PLAYER_MSG.pause);
    await waitForAttribute(`${controls} button`, 'aria-label', PLAYER_MSG.play);
    expect(
      await page.evaluate(() => {
        const cues = (document.querySelector('video.trilha-video__media') as HTMLVideoElement).textTracks[0]
          ?.activeCues;
        return cues ? [...cues].map((c) => (c as VTTCue).text) : [];
      }),
    ).toEqual([CUE]);
    await shot('02-player-caption-visible', '.trilha-video');
  });

  it('reaches and names every control of the player from the keyboard, and toggles the captions', async () => {
    const names = await page.$$eval(`${controls} :is(button, input)`, (els) =>
      els.map((el) => ({ name: el.getAttribute('aria-label'), pressed: el.getAttribute('aria-pressed') })),
    );
    expect(names).toEqual([
      { name: PLAYER_MSG.play, pressed: null },
      { name: PLAYER_MSG.mute, pressed: 'false' },
      { name: PLAYER_MSG.volume, pressed: null },
      { name: PLAYER_MSG.captions, pressed: 'true' },
      { name: PLAYER_MSG.fullscreen, pressed: null },
    ]);

    // Tab walks play, mute, volume and then the captions toggle, each with a visible focus ring.
    await page.focus(`${controls} button[aria-label="${PLAYER_MSG.play}"]`);
    const walked: string[] = [];
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Tab');
      walked.push(
        await page.evaluate(() => {
          const el = document.activeElement as HTMLElement;
          const style = getComputedStyle(el);
          return `${el.getAttribute('aria-label')}|${el.matches(':focus-visible')}|${style.outlineStyle !== 'none' && style.outlineWidth !== '0px'}`;
        }),
      );
    }
    expect(walked).toEqual([
      `${PLAYER_MSG.mute}|true|true`,
      `${PLAYER_MSG.volume}|true|true`,
      `${PLAYER_MSG.captions}|true|true`,
    ]);
    await shot('03-player-captions-focused', '.trilha-video');

    await page.keyboard.press('Space');
    await waitForAttribute(captionsButton, 'aria-pressed', 'false');
    expect((await track()).mode).toBe('hidden');
    await shot('04-player-captions-hidden', '.trilha-video');
    await page.keyboard.press('Enter');
    await waitForAttribute(captionsButton, 'aria-pressed', 'true');
    expect((await track()).mode).toBe('showing');

    // Play and pause from the keyboard: the button's name says what it does next.
    await page.keyboard.down('Shift');
    for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
    await page.keyboard.up('Shift');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(PLAYER_MSG.play);
    await page.keyboard.press('Enter');
    await waitForAttribute(`${controls} button`, 'aria-label', PLAYER_MSG.pause);
    await page.keyboard.press('Space');
    await waitForAttribute(`${controls} button`, 'aria-label', PLAYER_MSG.play);
    expect(await visibleText(page)).not.toContain(COURSE_MSG.captionType);
  });
});
