#!/usr/bin/env node
import { writeFileSync } from 'node:fs';
// Regenerates server/assets/demo/ (the demo catalogue's sample video and PDF) in Debian's Chromium:
// a 60 s canvas animation recorded with MediaRecorder, and a printed checklist page.
//   npm i --no-save fix-webm-duration && node scripts/make-demo-assets.mjs
import { createRequire } from 'node:module';
import puppeteer from 'puppeteer-core';

const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--autoplay-policy=no-user-gesture-required',
  ],
});
const page = await browser.newPage();
page.setDefaultTimeout(120000);
await page.setContent('<canvas id="c" width="640" height="360"></canvas>');
// MediaRecorder writes WebM without a duration; this patches it in so players can show a timeline.
await page.addScriptTag({ path: createRequire(import.meta.url).resolve('fix-webm-duration') });
const b64 = await page.evaluate(async () => {
  const c = document.getElementById('c');
  const ctx = c.getContext('2d');
  const stream = c.captureStream(15);
  const rec = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 60000 });
  const chunks = [];
  rec.ondataavailable = (e) => chunks.push(e.data);
  const start = performance.now();
  const total = 60000;
  function draw() {
    const t = (performance.now() - start) / 1000;
    ctx.fillStyle = '#002C1C';
    ctx.fillRect(0, 0, 640, 360);
    ctx.fillStyle = '#7CB342';
    ctx.fillRect(0, 330, 640 * Math.min(1, t / 60), 30);
    ctx.fillStyle = '#fff';
    ctx.font = 'bold 34px sans-serif';
    ctx.textAlign = 'center';
    ctx.fillText('Trilha Segura', 320, 130);
    ctx.font = '22px sans-serif';
    ctx.fillText('Vídeo de demonstração', 320, 180);
    ctx.fillText('Segurança em primeiro lugar', 320, 220);
    ctx.font = 'bold 28px monospace';
    ctx.fillText(`${t.toFixed(1)} s`, 320, 290);
    if (performance.now() - start < total) requestAnimationFrame(draw);
  }
  draw();
  rec.start(500);
  await new Promise((r) => setTimeout(r, total));
  rec.stop();
  await new Promise((r) => (rec.onstop = r));
  const blob = await ysFixWebmDuration(new Blob(chunks, { type: 'video/webm' }), total, { logger: false });
  const buf = new Uint8Array(await blob.arrayBuffer());
  let s = '';
  for (const x of buf) s += String.fromCharCode(x);
  return btoa(s);
});
writeFileSync('server/assets/demo/video-demonstracao.webm', Buffer.from(b64, 'base64'));
// a support-material PDF
const pdfPage = await browser.newPage();
await pdfPage.setContent(`<html lang="pt-BR"><body style="font-family:sans-serif;padding:40px;color:#1f2933">
<h1 style="color:#002C1C">Material de apoio</h1><h2>Checklist de segurança antes da tarefa</h2>
<ol><li>Análise Preliminar de Risco (APR) preenchida e assinada.</li><li>Permissão de Trabalho emitida para a atividade.</li>
<li>EPIs inspecionados: capacete com jugular, cinto paraquedista, talabarte duplo, luvas, óculos.</li>
<li>Área isolada e sinalizada.</li><li>Condições climáticas verificadas.</li><li>Plano de resgate conhecido pela equipe.</li></ol>
<p>Documento de demonstração gerado pela Trilha Segura.</p></body></html>`);
writeFileSync('server/assets/demo/checklist-seguranca.pdf', await pdfPage.pdf({ format: 'A4' }));
await browser.close();
