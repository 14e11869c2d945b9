/** What an SMTP failure means, in words an admin can act on. */
export function smtpErrorMessage(err: unknown): string {
  const e = err as { code?: string; responseCode?: number; command?: string; message?: string };
  const code = e?.code ?? '';
  const text = e?.message ?? '';
  if (code === 'EAUTH' || e?.responseCode === 535)
    return 'Falha de autenticação no servidor SMTP: verifique o usuário e a senha.';
  if (code === 'ECONNREFUSED' || code === 'ECONNECTION' || /ECONNREFUSED|EHOSTUNREACH|ECONNRESET/.test(text))
    return 'Não foi possível conectar ao servidor SMTP: verifique o endereço e a porta.';
  if (code === 'ETIMEDOUT' || (code === 'ESOCKET' && /timeout/i.test(e.message ?? '')))
    return 'O servidor SMTP não respondeu a tempo. Verifique o endereço, a porta e o firewall.';
  if (code === 'EDNS' || code === 'ENOTFOUND' || /ENOTFOUND|EAI_AGAIN/.test(text))
    return 'Servidor SMTP não encontrado: verifique o endereço.';
  if (code === 'ETLS' || /certificate|self[- ]signed|ssl|tls/i.test(e?.message ?? '')) {
    return 'Falha na conexão segura (TLS) com o servidor SMTP: verifique o modo de segurança e o certificado do servidor.';
  }
  if (code === 'EENVELOPE' || (e?.responseCode && e.responseCode >= 550))
    return 'O servidor SMTP recusou o destinatário ou o remetente.';
  return 'Erro ao enviar email de teste.';
}
