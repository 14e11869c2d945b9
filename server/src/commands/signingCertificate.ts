import { SIGNING_MSG, type SigningCertificateInfo } from '@trilha/sdk/contract';
import { BadRequestError } from '../errors';
import { type Actor, audit } from '../services/audit';
import { removeA1, storeA1 } from '../services/signing/signer';

/** Keeps the provider's A1 (read with its password first: a wrong one, or an expired certificate, is refused). */
export async function signingCertificateSetter(
  file: Buffer | undefined,
  password: string,
  actor: Actor,
): Promise<SigningCertificateInfo> {
  if (!file?.length) throw BadRequestError(SIGNING_MSG.file, { errors: [{ msg: SIGNING_MSG.file, path: 'file' }] });
  const info = await storeA1(file, password);
  await audit(actor, {
    action: 'CERTIFICADO_ASSINATURA_ENVIADO',
    level: 'warn',
    description: `Certificado de assinatura de ${info.holder} (emitido por ${info.issuer}, válido até ${info.valid_until.slice(0, 10)})`,
  });
  return info;
}

export async function signingCertificateRemover(actor: Actor): Promise<void> {
  await removeA1();
  await audit(actor, {
    action: 'CERTIFICADO_ASSINATURA_REMOVIDO',
    level: 'warn',
    description: 'Certificado de assinatura removido: documentos passam a ser selados pela plataforma',
  });
}
