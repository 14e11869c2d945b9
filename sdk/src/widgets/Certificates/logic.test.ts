import { describe, expect, it } from 'vitest';
import type { CertificateShape } from '../../contract';
import {
  adminActions,
  canAcknowledge,
  certificateFileName,
  matchesSearch,
  summarize,
  validityTone,
  visibleGroups,
} from './logic';

function cert(overrides: Partial<CertificateShape>): CertificateShape {
  return {
    id: 1,
    course_id: 10,
    course_title: 'NR-35 Trabalho em Altura',
    user_id: 5,
    user_name: 'João Araújo',
    user_email: 'joao@empresa.com.br',
    company: 'Construtora Horizonte',
    issued_at: '2025-01-10T12:00:00.000Z',
    validated_at: null,
    expires_at: null,
    certificate_code: 'TS-ABCD-EFGH-JKMN',
    status: 'active',
    validity: 'valid',
    validity_label: 'Válido',
    is_temporary: 1,
    training_type: 'inicial',
    course_version: 1,
    convalidated_dates: [],
    has_uploaded_file: false,
    score: 100,
    ...overrides,
  };
}

describe('certificate list rules', () => {
  it('colours the validity badge', () => {
    expect(validityTone('valid')).toBe('success');
    expect(validityTone('expiring')).toBe('warning');
    expect(validityTone('expired')).toBe('danger');
    expect(validityTone('revoked')).toBe('muted');
  });

  it('names the downloaded file after the code', () => {
    expect(certificateFileName('TS-ABCD-EFGH-JKMN')).toBe('certificado-TS-ABCD-EFGH-JKMN.pdf');
    expect(certificateFileName('a/b')).toBe('certificado-a_b.pdf');
  });

  it('searches name, course and code without case or accents', () => {
    const c = cert({});
    expect(matchesSearch(c, 'joao araujo')).toBe(true);
    expect(matchesSearch(c, 'nr-35')).toBe(true);
    expect(matchesSearch(c, 'efgh')).toBe(true);
    expect(matchesSearch(c, 'horizonte')).toBe(true);
    expect(matchesSearch(c, 'nr-10')).toBe(false);
    expect(matchesSearch(c, '  ')).toBe(true);
  });

  it('filters by course and sorts newest first', () => {
    const older = cert({ id: 1, issued_at: '2025-01-01T00:00:00.000Z' });
    const newer = cert({ id: 2, issued_at: '2025-02-01T00:00:00.000Z' });
    const other = cert({ id: 3, course_id: 11 });
    const groups = visibleGroups({ permanent: [], temporary: [older, other, newer] }, { courseId: 10 });
    expect(groups.temporary.map((c) => c.id)).toEqual([2, 1]);
  });

  it('counts official, temporary, expiring and revoked', () => {
    const summary = summarize({
      permanent: [cert({ is_temporary: 0, validity: 'expiring' }), cert({ is_temporary: 0 })],
      temporary: [cert({ validity: 'revoked', status: 'revoked' })],
    });
    expect(summary).toEqual({ official: 2, temporary: 1, expiring: 1, revoked: 1 });
  });

  it('validates only active temporary certificates and revokes only active ones', () => {
    expect(adminActions(cert({}))).toEqual({ validate: true, revoke: true, remove: true });
    expect(adminActions(cert({ is_temporary: 0 }))).toEqual({ validate: false, revoke: true, remove: true });
    expect(adminActions(cert({ status: 'revoked' }))).toEqual({ validate: false, revoke: false, remove: true });
  });

  it("offers the worker's acknowledgment on their own live, unacknowledged certificates only", () => {
    expect(canAcknowledge(cert({ acknowledged_at: null }), false)).toBe(true);
    expect(canAcknowledge(cert({}), false)).toBe(true);
    expect(canAcknowledge(cert({ acknowledged_at: '2025-02-01T12:00:00.000Z' }), false)).toBe(false);
    expect(canAcknowledge(cert({ status: 'revoked', validity: 'revoked' }), false)).toBe(false);
    // The admin's list holds everybody's certificates: none is theirs to acknowledge.
    expect(canAcknowledge(cert({}), true)).toBe(false);
  });
});
