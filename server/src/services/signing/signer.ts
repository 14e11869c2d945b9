import { createHash, randomBytes } from 'node:crypto';
import { SIGNING_LIMITS, type SignatureKind, type SigningCertificateInfo } from '@trilha/sdk/contract';
import { Setting } from '../../models';
import { now } from '../clock';
import { open, seal } from '../secretBox';
import { brandSettings, getSetting, setSettings } from '../settings';
import { certificateInfo, platformSealP12, readP12 } from './p12';
import { padesSign, type SignatureFacts } from './pades';

/** Settings keys: the A1 and its password (sealed), what it says (public), the platform's seal (sealed). */
const A1 = 'signing_p12';
const A1_PASSWORD = 'signing_password';
const A1_INFO = 'signing_info';
const SEAL = 'platform_seal_p12';

interface Signer {
  kind: SignatureKind;
  p12: Buffer;
  password: string;
  /** Changes when the certificate does: cached signed files are kept per signer. */
  fingerprint: string;
}

const fingerprintOf = (p12: Buffer) => createHash('sha256').update(p12).digest('hex').slice(0, 16);

/** Stores an A1 after reading it (refused with its reason otherwise); sealed, never returned. */
export async function storeA1(p12: Buffer, password: string): Promise<SigningCertificateInfo> {
  const read = readP12(p12, password, now());
  await setSettings({
    [A1]: seal(p12.toString('base64')),
    [A1_PASSWORD]: seal(password),
    [A1_INFO]: JSON.stringify({ holder: read.holder, issuer: read.issuer, notAfter: read.notAfter.toISOString() }),
  });
  return certificateInfo(read, now(), SIGNING_LIMITS.warnDays);
}

export async function removeA1(): Promise<void> {
  await setSettings({ [A1]: null, [A1_PASSWORD]: null, [A1_INFO]: null });
}

/** What the settings screen shows of the A1, or null without one. */
export async function a1Info(): Promise<SigningCertificateInfo | null> {
  const raw = await getSetting(A1_INFO);
  if (!raw) return null;
  const info = JSON.parse(raw) as { holder: string; issuer: string; notAfter: string };
  return certificateInfo({ ...info, notAfter: new Date(info.notAfter) }, now(), SIGNING_LIMITS.warnDays);
}

/** The platform's seal, made on first use: one row (file and password together), the first node's wins. */
async function platformSeal(): Promise<Signer> {
  const stored = open((await Setting.findByPk(SEAL))?.value);
  if (stored) {
    const { p12, password } = JSON.parse(stored) as { p12: string; password: string };
    const bytes = Buffer.from(p12, 'base64');
    return { kind: 'plataforma', p12: bytes, password, fingerprint: fingerprintOf(bytes) };
  }
  const password = randomBytes(24).toString('base64url');
  const bytes = platformSealP12((await brandSettings()).name, password);
  const value = seal(JSON.stringify({ p12: bytes.toString('base64'), password }));
  const [, created] = await Setting.findOrCreate({ where: { key: SEAL }, defaults: { key: SEAL, value } });
  if (!created) return platformSeal();
  return { kind: 'plataforma', p12: bytes, password, fingerprint: fingerprintOf(bytes) };
}

/** The A1 when there is one (and it opens), else the platform's seal. */
export async function currentSigner(): Promise<Signer> {
  const p12 = open(await getSetting(A1));
  const password = open(await getSetting(A1_PASSWORD));
  if (p12 && password) {
    const bytes = Buffer.from(p12, 'base64');
    return { kind: 'a1', p12: bytes, password, fingerprint: fingerprintOf(bytes) };
  }
  return platformSeal();
}

/** Signs a PDF with the current signer; says which kind signed it and by which certificate. */
export async function signPdf(
  pdf: Buffer,
  facts: SignatureFacts,
  signer?: Signer,
): Promise<{ pdf: Buffer; kind: SignatureKind }> {
  const using = signer ?? (await currentSigner());
  return { pdf: await padesSign(pdf, using.p12, using.password, facts), kind: using.kind };
}

/** Which signature an official certificate's PDF carries now (a temporary or an uploaded one: none). */
export async function signatureKindOf(cert: { is_temporary?: boolean | null; file_path?: string | null }) {
  if (cert.is_temporary || cert.file_path) return null;
  return (await getSetting(A1)) ? ('a1' as const) : ('plataforma' as const);
}
