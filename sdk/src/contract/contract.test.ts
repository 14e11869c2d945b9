import { describe, expect, it } from 'vitest';
import { LoginSchema } from './auth';
import { CompanyCreateSchema } from './companies';
import { UserCreateSchema, UserUpdateSchema } from './users';

describe('shared schemas', () => {
  it('normalises e-mails and rejects anything but a string', () => {
    expect(LoginSchema.parse({ email: '  Ana@Empresa.COM ', password: 'x' }).email).toBe('ana@empresa.com');
    expect(LoginSchema.safeParse({ email: ['a@b.c'], password: 'x' }).success).toBe(false);
    expect(LoginSchema.safeParse({ email: `${'a'.repeat(250)}@b.com`, password: 'x' }).success).toBe(false);
  });

  it('checks CPF and CNPJ digits and stores digits only', () => {
    const ok = UserCreateSchema.parse({ name: 'Ana', email: 'a@b.com', password: 'abcdef', cpf: '529.982.247-25' });
    expect(ok.cpf).toBe('52998224725');
    expect(ok.role).toBe('student');
    const bad = UserCreateSchema.safeParse({
      name: 'Ana',
      email: 'a@b.com',
      password: 'abcdef',
      cpf: '529.982.247-24',
    });
    expect(bad.error?.issues[0]?.message).toBe('CPF inválido');
    expect(CompanyCreateSchema.parse({ name: 'X', cnpj: '11.222.333/0001-81' }).cnpj).toBe('11222333000181');
    expect(CompanyCreateSchema.parse({ name: 'X', cnpj: '' }).cnpj).toBeNull();
    expect(CompanyCreateSchema.safeParse({ name: 'X', cnpj: '11.222.333/0001-80' }).success).toBe(false);
  });

  it('drops a password sent on edit (it changes only on its own routes) and keeps what was not sent', () => {
    const parsed = UserUpdateSchema.parse({ name: 'Ana', password: 'nova-senha-1', phone: null });
    expect('password' in parsed).toBe(false);
    expect(parsed).toEqual({ name: 'Ana', phone: null });
  });

  it('accepts the profile spelling "presential" and stores "presencial"', () => {
    const parsed = UserUpdateSchema.parse({ name: 'Ana', email: 'a@b.com', modality: 'presential' });
    expect(parsed.modality).toBe('presencial');
  });
});
