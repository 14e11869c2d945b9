/**
 * Every pt-BR text the server answers with, and the spec's catalogue texts the portal shows.
 * Kept in one module so a screen, a route and their tests read the same string.
 */
export const MSG = {
  // generic
  internal: 'Erro interno do servidor. Tente novamente mais tarde.',
  validation: 'Dados inválidos.',
  unauthenticated: 'Sessão expirada ou inválida. Faça login novamente.',
  forbidden: 'Acesso negado.',
  adminOnly: 'Acesso negado. Apenas administradores podem realizar esta ação.',
  notFound: 'Recurso não encontrado.',
  tooLarge: 'Arquivo muito grande.',
  unsupportedType: 'Tipo de arquivo não suportado.',
  tooManyRequests: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  databaseUnavailable: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
  invalidJson: 'Corpo da requisição inválido.',
  // auth
  invalidCredentials: 'Email ou senha inválidos.',
  inactiveUser: 'Usuário inativo. Entre em contato com o administrador.',
  twoFactorSent: 'Código de verificação enviado para o seu email.',
  invalidCode: 'Código de verificação inválido ou expirado.',
  codeTriesExceeded: 'Número máximo de tentativas excedido. Solicite um novo código.',
  firstLoginOnly: 'Altere sua senha no primeiro acesso para continuar.',
  passwordChanged: 'Senha alterada com sucesso!',
  forgotPasswordSent:
    'Se o email estiver cadastrado, você receberá as instruções para redefinir a senha. O link é válido por 1 hora (verifique também a caixa de spam).',
  resetTokenInvalid: 'Token de redefinição inválido ou expirado.',
  resetDone: 'Senha redefinida com sucesso! Você já pode fazer login.',
  loggedOut: 'Logout realizado com sucesso.',
  mailFailed: 'Não foi possível enviar o email. Tente novamente em instantes.',
  // validation texts (spec §5)
  passwordMin: 'A senha deve ter pelo menos 6 caracteres',
  passwordsDontMatch: 'As senhas não coincidem',
  codeRequired: 'Código de verificação é obrigatório',
  emailRequired: 'Email é obrigatório',
  emailInvalid: 'Por favor, insira um email válido',
  nameRequired: 'Nome é obrigatório',
  passwordRequired: 'Senha é obrigatória',
  resetTokenRequired: 'Token de redefinição é obrigatório',
  companyNameRequired: 'Nome da empresa é obrigatório',
  invalidCnpj: 'CNPJ inválido',
  invalidCpf: 'CPF inválido',
  invalidRole: 'Tipo de usuário inválido',
  invalidModality: 'Modalidade inválida',
  invalidId: 'Identificador inválido',
  // users
  emailInUse: 'Este email já está cadastrado.',
  cpfInUse: 'Este CPF já está cadastrado.',
  userNotFound: 'Usuário não encontrado.',
  userCreated: 'Usuário criado com sucesso!',
  userUpdated: 'Usuário atualizado com sucesso!',
  userDeleted: 'Usuário excluído com sucesso!',
  userActivated: 'Usuário ativado com sucesso!',
  userDeactivated: 'Usuário desativado com sucesso!',
  cannotChangeOwnStatus: 'Você não pode desativar sua própria conta.',
  cannotDeleteSelf: 'Você não pode excluir sua própria conta.',
  companyNotFoundForUser: 'Empresa não encontrada.',
  twoFactorRequiredForPassword: 'Este usuário possui 2FA ativo. Informe o código de verificação enviado por email.',
  twoFactorCodeSent: 'Código de verificação enviado para o email do usuário.',
  // A fresh proof before disabling 2FA, changing one's own password or e-mail.
  currentPasswordRequired: 'Informe a sua senha atual para confirmar.',
  currentPasswordWrong: 'Senha atual incorreta.',
  proofCodeRequired: 'Sua conta tem 2FA ativo: solicite o código de verificação e informe-o para confirmar.',
  twoFactorEnabled: '2FA habilitado com sucesso!',
  twoFactorDisabled: '2FA desabilitado com sucesso!',
  twoFactorAlreadyEnabled: '2FA já está habilitado para este usuário.',
  photoUpdated: 'Foto atualizada com sucesso!',
  photoRequired: 'Selecione uma imagem.',
  photoType: 'Formato de imagem não suportado. Use JPG, PNG, GIF ou WEBP.',
  photoTooLarge: 'A foto deve ter no máximo 5MB.',
  // companies
  companyCreated: 'Empresa criada com sucesso!',
  companyUpdated: 'Empresa atualizada com sucesso!',
  companyDeleted: 'Empresa excluída com sucesso!',
  companyNotFound: 'Empresa não encontrada.',
  cnpjInUse: 'Este CNPJ já está cadastrado.',
  companyActivated: 'Empresa ativada com sucesso!',
  companyDeactivated: 'Empresa desativada com sucesso!',
  // storage (DATA_DIR) faults: 507 when the disk is full, 503 when it cannot be written
  storageFull: 'Sem espaço em disco no servidor para gravar os dados. Avise o administrador do sistema.',
  storageUnavailable:
    'O armazenamento de arquivos do servidor está indisponível. Tente novamente em instantes ou avise o administrador do sistema.',
} as const;

export type MessageKey = keyof typeof MSG;

/**
 * Stable ids of the errors clients branch on (`{ message, error }` answers): the message is for
 * people and may change, the id never does once shipped.
 */
export const ERROR_IDS = {
  twoFactorRequired: 'auth.two_factor_required',
  currentPasswordInvalid: 'auth.current_password_invalid',
  insufficientScore: 'certificate.insufficient_score',
  certificateRevoked: 'certificate.revoked',
  courseUnavailable: 'course.unavailable',
  lessonHasProgress: 'course.lesson_has_progress',
  practicalPending: 'certificate.practical_pending',
} as const;
