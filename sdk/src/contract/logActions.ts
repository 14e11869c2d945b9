/**
 * The audit log's action codes, grouped as the logs screen shows them (spec §2 System logs), with
 * friendly pt-BR labels. New rows use the Portuguese codes; older English-style codes still get
 * labels so historic rows read well. A code missing here shows as itself.
 */
export const LOG_ACTION_GROUPS: { group: string; actions: Record<string, string> }[] = [
  {
    group: 'Autenticação',
    actions: {
      LOGIN_SUCESSO: 'Login realizado',
      LOGIN_SUCCESS: 'Login realizado',
      LOGIN_FALHOU: 'Falha de login',
      LOGIN_FAILED: 'Falha de login',
      LOGOUT: 'Logout',
      PRIMEIRO_ACESSO: 'Primeiro acesso',
      SENHA_ALTERADA: 'Senha alterada',
      PASSWORD_CHANGED: 'Senha alterada',
      PASSWORD_RESET_REQUESTED: 'Redefinição de senha solicitada',
      PASSWORD_RESET: 'Senha redefinida',
    },
  },
  {
    group: 'Usuários',
    actions: {
      USUARIO_CRIADO: 'Usuário criado',
      USER_CREATED: 'Usuário criado',
      USUARIO_ATUALIZADO: 'Usuário atualizado',
      USER_UPDATED: 'Usuário atualizado',
      USUARIO_ATIVADO: 'Usuário ativado',
      USUARIO_DESATIVADO: 'Usuário desativado',
      USUARIO_EXCLUIDO: 'Usuário excluído',
      USER_DELETED: 'Usuário excluído',
      USUARIOS_IMPORTADOS: 'Usuários importados',
      FOTO_ATUALIZADA: 'Foto de perfil atualizada',
      EMPRESA_CRIADA: 'Empresa criada',
      EMPRESA_ATUALIZADA: 'Empresa atualizada',
      EMPRESA_ATIVADA: 'Empresa ativada',
      EMPRESA_DESATIVADA: 'Empresa desativada',
      EMPRESA_EXCLUIDA: 'Empresa excluída',
    },
  },
  {
    group: 'Email',
    actions: {
      EMAIL_ENVIADO: 'E-mail enviado',
      EMAIL_SENT: 'E-mail enviado',
      EMAIL_FALHOU: 'Falha no envio de e-mail',
      EMAIL_FAILED: 'Falha no envio de e-mail',
    },
  },
  {
    group: '2FA',
    actions: {
      '2FA_ENABLED': '2FA habilitado',
      '2FA_DISABLED': '2FA desabilitado',
      '2FA_CODE_SENT': 'Código 2FA enviado',
      '2FA_FAILED': 'Código 2FA inválido',
      '2FA_VERIFIED': 'Código 2FA verificado',
    },
  },
  {
    group: 'Cursos',
    actions: {
      CURSO_CRIADO: 'Curso criado',
      COURSE_CREATED: 'Curso criado',
      CURSO_ATUALIZADO: 'Curso atualizado',
      COURSE_UPDATED: 'Curso atualizado',
      CURSO_EXCLUIDO: 'Curso excluído',
      COURSE_DELETED: 'Curso excluído',
      CURSO_CONCLUIDO: 'Curso concluído',
      NORMA_CRIADA: 'Norma (NR) criada',
      NORMA_ATUALIZADA: 'Norma (NR) atualizada',
      NORMA_EXCLUIDA: 'Norma (NR) excluída',
      EVENTO_TREINAMENTO: 'Evento de treinamento eventual',
      CONVALIDACAO_REGISTRADA: 'Treinamento anterior aproveitado ou convalidado',
      TURMA_PRATICA_CRIADA: 'Turma prática criada',
      TURMA_PRATICA_ALTERADA: 'Turma prática alterada',
      TURMA_PRATICA_EXCLUIDA: 'Turma prática excluída',
      TURMA_PRATICA_PARTICIPANTES: 'Participantes incluídos em turma prática',
      TURMA_PRATICA_CODIGO: 'Código de presença enviado',
      PRESENCA_REGISTRADA: 'Presença registrada em turma prática',
      AVALIACAO_PRATICA: 'Avaliação prática registrada',
      LISTA_PRESENCA_BAIXADA: 'Lista de presença baixada',
      MODULO_CRIADO: 'Módulo criado',
      AVALIACAO_CRIADA: 'Avaliação criada',
      AVALIACAO_ATUALIZADA: 'Avaliação atualizada',
      AVALIACAO_EXCLUIDA: 'Avaliação excluída',
      AVALIACAO_INICIADA: 'Avaliação iniciada',
      AVALIACAO_APROVADA: 'Avaliação aprovada',
      AVALIACAO_REPROVADA: 'Avaliação reprovada',
    },
  },
  {
    group: 'Aulas',
    actions: {
      AULA_CRIADA: 'Aula criada',
      AULA_ATUALIZADA: 'Aula atualizada',
      LEGENDA_ANEXADA: 'Legenda anexada',
      LEGENDA_REMOVIDA: 'Legenda removida',
      AULA_CONCLUIDA: 'Aula concluída',
      LESSON_COMPLETED: 'Aula concluída',
    },
  },
  {
    group: 'Matrículas',
    actions: {
      ENROLLMENT_CREATED: 'Matrícula criada',
      MATRICULA_CRIADA: 'Matrícula criada',
      ENROLLMENT_REMOVED: 'Matrícula removida',
      MATRICULA_REMOVIDA: 'Matrícula removida',
    },
  },
  {
    group: 'Certificados',
    actions: {
      CERTIFICADO_EMITIDO: 'Certificado emitido',
      CERTIFICATE_ISSUED: 'Certificado emitido',
      CERTIFICADO_VALIDADO: 'Certificado validado',
      CERTIFICADO_ENVIADO: 'Certificado enviado',
      CERTIFICADO_REVOGADO: 'Certificado revogado',
      CERTIFICADO_EXCLUIDO: 'Certificado excluído',
      CERTIFICADO_BAIXADO: 'Certificado baixado',
      CERTIFICADO_LEMBRETE: 'Lembrete de vencimento',
    },
  },
  {
    group: 'Configurações',
    actions: {
      CONFIGURACOES_ATUALIZADAS: 'Configurações atualizadas',
      SETTINGS_UPDATED: 'Configurações atualizadas',
      SMTP_CONFIGURADO: 'SMTP configurado',
    },
  },
  {
    group: 'Uploads e Arquivos',
    actions: { FILE_UPLOADED: 'Arquivo enviado', FILE_DELETED: 'Arquivo excluído', ARQUIVO_ENVIADO: 'Arquivo enviado' },
  },
  {
    group: 'E-mail',
    actions: { SMTP_TEST_SUCCESS: 'Teste de e-mail enviado', SMTP_TEST_FAILED: 'Teste de e-mail falhou' },
  },
  {
    group: 'Sistema',
    actions: {
      SYSTEM_START: 'Sistema iniciado',
      SYSTEM_RESTART: 'Sistema reiniciado',
      LOG_CLEANUP: 'Limpeza de logs',
      LOGS_EXPORTADOS: 'Logs exportados',
      BACKUP_CRIADO: 'Backup criado',
      BACKUP_CREATED: 'Backup criado',
      BACKUP_RESTAURADO: 'Backup restaurado',
      BACKUP_EXCLUIDO: 'Backup excluído',
      BACKUP_BAIXADO: 'Backup baixado',
      BACKUP_ANALISADO: 'Backup analisado para restauração',
      BACKUP_RECUSADO: 'Backup recusado na análise',
      BACKUP_RESTAURACAO_FALHOU: 'Falha na restauração de backup',
      AGENDAMENTO_CRIADO: 'Agendamento criado',
      AGENDAMENTO_ALTERADO: 'Agendamento alterado',
      AGENDAMENTO_EXCLUIDO: 'Agendamento excluído',
      DEMO_SEED: 'Catálogo de demonstração criado',
      JOB_FALHOU: 'Tarefa agendada falhou',
    },
  },
  {
    group: 'Segurança',
    actions: {
      ACCESS_DENIED: 'Acesso negado',
      SESSION_EXPIRED: 'Sessão expirada',
      INVALID_TOKEN: 'Token inválido',
      EMBED_TOKEN_EMITIDO: 'Token de integração emitido',
      API_KEY_CRIADA: 'Chave de API criada',
      API_KEY_REVOGADA: 'Chave de API revogada',
    },
  },
];

export const LOG_ACTION_LABELS: Record<string, string> = Object.assign({}, ...LOG_ACTION_GROUPS.map((g) => g.actions));

export const logActionLabel = (code: string): string => LOG_ACTION_LABELS[code] ?? code;
