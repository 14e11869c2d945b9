import {
  AdminPasswordSchema,
  CompanyCreateSchema,
  FirstLoginPasswordChangeSchema,
  MSG,
  UserCreateSchema,
  UserPasswordSchema,
} from '@trilha/sdk/contract';
import { describe, expect, it } from 'vitest';
import { NEW_PASSWORD_FIELDS, newPasswordProblem } from './components/PasswordChangeFields';
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
  const onPassword = (message: string) => ({ field: NEW_PASSWORD_FIELDS.password, message });

  it("speaks each form's text, about the new password field", () => {
    expect(newPasswordProblem(UserPasswordSchema, 'password', pair('abc'))).toEqual(
      onPassword('A nova senha deve ter pelo menos 6 caracteres.'),
    );
    expect(newPasswordProblem(AdminPasswordSchema, 'password', pair(''))).toEqual(
      onPassword('Por favor, digite ou gere uma senha.'),
    );
    expect(newPasswordProblem(FirstLoginPasswordChangeSchema, 'newPassword', pair('abc'))).toEqual(
      onPassword(MSG.passwordMin),
    );
  });

  it('then checks the confirmation, about the confirmation field', () => {
    expect(newPasswordProblem(UserPasswordSchema, 'password', pair('segredo1', 'segredo2'))).toEqual({
      field: NEW_PASSWORD_FIELDS.confirm,
      message: MSG.passwordsDontMatch,
    });
    expect(newPasswordProblem(UserPasswordSchema, 'password', pair('segredo1'))).toBeNull();
  });
});
