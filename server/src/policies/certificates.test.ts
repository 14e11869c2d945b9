import { MSG } from '@trilha/sdk/contract';
import { describe, expect, it } from 'vitest';
import type { User } from '../models';
import { authorizeCertificateDownload } from './certificates';
import { outcome } from './outcome';

const admin = { id: 1, role: 'admin' } as User;
const ana = { id: 2, role: 'student' } as User;
const bruno = { id: 3, role: 'student' } as User;
const anasCertificate = { user_id: 2 };

describe('certificate downloads', () => {
  it('give the learner their own certificate', () => {
    expect(outcome(() => authorizeCertificateDownload(ana, anasCertificate, 10))).toBe('allowed');
  });

  it('give those who manage certificates anyone’s', () => {
    expect(outcome(() => authorizeCertificateDownload(admin, anasCertificate, 10))).toBe('allowed');
  });

  it("refuse another learner's certificate with 403", () => {
    expect(outcome(() => authorizeCertificateDownload(bruno, anasCertificate, 10))).toBe(
      `403 forbidden ${MSG.forbidden}`,
    );
  });

  it('take the role from the policy table, not the id: an instructor reads no certificate but theirs', () => {
    const instructor = { id: 4, role: 'instructor' } as User;
    expect(outcome(() => authorizeCertificateDownload(instructor, anasCertificate, 10))).toBe(
      `403 forbidden ${MSG.forbidden}`,
    );
  });

  it("lets a manager download their company's certificates, and hides other companies' (404)", () => {
    const manager = { id: 50, role: 'manager', company_id: 10 } as User;
    expect(outcome(() => authorizeCertificateDownload(manager, anasCertificate, 10))).toBe('allowed');
    expect(outcome(() => authorizeCertificateDownload(manager, anasCertificate, 11))).toMatch(/^404 /);
    expect(outcome(() => authorizeCertificateDownload(manager, anasCertificate, null))).toMatch(/^404 /);
  });
});
