import {
  AdminPasswordSchema,
  CompanyCreateSchema,
  FirstLoginPasswordChangeSchema,
  MSG,
  UserCreateSchema,
  UserPasswordSchema,
} from '@trilha/sdk/contract';
import { describe, expect, it } from 'vitest';
import { newPasswordProblem } from './components/PasswordChangeFields';
import { problems, validate } from './validate';

describe('validate: the contract schemas, field by field', () => {
  it('keeps the first pt-BR message of each field', () => {
    const errors = validate(UserCreateSchema, { name: ' ', email: '', password: undefined, cpf: '111.111.111-11' });
    expect(errors).toEqual({
      name: MSG.nameRequired,
      email: MSG.emailRequired,
      cpf: MSG.invalidCpf,
      password: MSG.passwordRequired,
    });
    expect(validate(CompanyCreateSchema, { name: 'Construtora Horizonte' })).toEqual({});
  });

  it('lists every message in order', () => {
    expect(problems(CompanyCreateSchema, { name: '', cnpj: '1' })).toEqual([MSG.companyNameRequired, MSG.invalidCnpj]);
  });
});

describe('newPasswordProblem: the password rules of the schema the server reads it with', () => {
  const pair = (password: string, confirm = password) => ({ password, confirm });

  it("speaks each form's text", () => {
    expect(newPasswordProblem(UserPasswordSchema, 'password', pair('abc'))).toBe(
      'A nova senha deve ter pelo menos 6 caracteres.',
    );
    expect(newPasswordProblem(AdminPasswordSchema, 'password', pair(''))).toBe('Por favor, digite ou gere uma senha.');
    expect(newPasswordProblem(FirstLoginPasswordChangeSchema, 'newPassword', pair('abc'))).toBe(MSG.passwordMin);
  });

  it('then checks the confirmation', () => {
    expect(newPasswordProblem(UserPasswordSchema, 'password', pair('segredo1', 'segredo2'))).toBe(
      MSG.passwordsDontMatch,
    );
    expect(newPasswordProblem(UserPasswordSchema, 'password', pair('segredo1'))).toBeNull();
  });
});
