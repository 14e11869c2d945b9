/**
 * Self-test of the test harness (runs in the api-mariadb project): the shared throwaway MariaDB
 * answers and isolates databases, and the SMTP sink receives a real mail sent with nodemailer.
 */
import mysql from 'mysql2/promise';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase, uniqueDatabaseName } from './mariadb.js';
import { extractCode, extractLink, type SinkMessage, type SmtpSink, startSmtpSink } from './smtpSink.js';
import { testDatabase } from './testDb.js';

describe('MariaDB harness', () => {
  it('provides a root URL and creates isolated databases', async () => {
    const rootUrl = inject('mariadbRootUrl');
    expect(rootUrl).toMatch(/^mysql:\/\/harness:[0-9a-f]+@127\.0\.0\.1:\d+\/$/);

    const urlA = await createDatabase(rootUrl, uniqueDatabaseName('harness_a'));
    const urlB = await createDatabase(rootUrl, uniqueDatabaseName('harness_b'));
    const a = await mysql.createConnection(urlA);
    const b = await mysql.createConnection(urlB);
    try {
      const [rows] = await a.query('SELECT 1 AS one, @@character_set_database AS charset');
      expect(rows).toEqual([{ one: 1, charset: 'utf8mb4' }]);

      await a.query('CREATE TABLE pessoas (id INT AUTO_INCREMENT PRIMARY KEY, nome VARCHAR(100) NOT NULL)');
      await a.query('INSERT INTO pessoas (nome) VALUES (?), (?)', ['Ana Conceição', 'João']);
      const [people] = await a.query('SELECT nome FROM pessoas ORDER BY id');
      expect(people).toEqual([{ nome: 'Ana Conceição' }, { nome: 'João' }]);

      await expect(b.query('SELECT * FROM pessoas')).rejects.toThrow(/doesn't exist/);
    } finally {
      await a.end();
      await b.end();
    }
  });

  it('refuses unsafe database names', async () => {
    await expect(createDatabase(inject('mariadbRootUrl'), 'x`; DROP DATABASE mysql; --')).rejects.toThrow(
      /invalid database name/,
    );
  });

  it('testDatabase() gives a MariaDB database under TEST_DB=mariadb', async () => {
    const db = await testDatabase('harness');
    try {
      expect(db.kind).toBe('mariadb');
      expect(db.url).toMatch(/^mysql:\/\/harness:.+@127\.0\.0\.1:\d+\/harness_\w+$/);
      const conn = await mysql.createConnection(db.url);
      const [rows] = await conn.query('SELECT DATABASE() AS name');
      await conn.end();
      expect(rows).toEqual([{ name: new URL(db.url).pathname.slice(1) }]);
    } finally {
      await db.cleanup();
    }
  });
});

describe('SMTP sink', () => {
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await startSmtpSink();
  });
  afterAll(() => smtp.stop());

  it('receives a mail sent by nodemailer and extracts the code and the link', async () => {
    const transport = nodemailer.createTransport({
      host: smtp.host,
      port: smtp.port,
      secure: false,
      ignoreTLS: true,
      auth: { user: 'mailer', pass: 'whatever' },
    });
    await transport.sendMail({
      from: 'Trilha Segura <nao-responda@trilha.test>',
      to: 'Ana@Example.com',
      bcc: 'auditoria@trilha.test',
      subject: 'Seu código de acesso',
      text: 'Olá, Ana!\nEm 22/11/2026, pedido 1234567.\nSeu código é 483920.\nRedefinir: http://localhost:3000/redefinir-senha?token=abc&x=1\n',
      html: '<p>Seu código é <b>483920</b>.</p><a href="http://localhost:3000/redefinir-senha?token=abc&amp;x=1">redefinir</a>',
    });
    transport.close();

    const mail = await smtp.latestTo('ana@example.com');
    expect(mail.to.map((t) => t.toLowerCase())).toEqual(['ana@example.com', 'auditoria@trilha.test']);
    expect(mail.from).toBe('nao-responda@trilha.test');
    expect(mail.subject).toBe('Seu código de acesso');
    expect(mail.authUser).toBe('mailer');
    expect(extractCode(mail)).toBe('483920');
    expect(extractLink(mail, '/redefinir-senha')).toBe('http://localhost:3000/redefinir-senha?token=abc&x=1');
    expect(smtp.messages).toHaveLength(1);

    smtp.clear();
    expect(smtp.messages).toHaveLength(0);
  });

  it('waitFor rejects when nothing arrives', async () => {
    await expect(smtp.waitFor((m) => m.subject === 'nunca', 200)).rejects.toThrow(/no matching message within 200 ms/);
  });

  it('extractCode ignores longer numbers, dates and URLs, and falls back to HTML', () => {
    const base: SinkMessage = {
      to: ['a@b.c'],
      from: 'x@y.z',
      fromHeader: '',
      subject: 's',
      text: '',
      html: '',
      authUser: null,
      raw: '',
      receivedAt: new Date(),
    };
    expect(
      extractCode({ ...base, text: 'CPF 123.456.789-00, protocolo 9876543, http://x/123456/a, código: 654321' }),
    ).toBe('654321');
    expect(extractCode({ ...base, html: '<p>Código <strong>111222</strong></p>' })).toBe('111222');
    expect(() => extractCode({ ...base, text: 'sem código aqui 12345' })).toThrow(/no 6-digit code/);
    expect(() => extractLink({ ...base, text: 'http://x/a' }, '/b')).toThrow(/no link containing/);
  });
});
