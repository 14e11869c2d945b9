import { generateKeyPairSync } from 'node:crypto';
import { SIGNING_MSG, type SigningCertificateInfo } from '@trilha/sdk/contract';
import forge from 'node-forge';
import { BadRequestError } from '../../errors';
import { brDate } from '../format';

/** What a PKCS#12 holds that signing needs: the certificate that goes with the private key. */
export interface ReadP12 {
  holder: string;
  issuer: string;
  notBefore: Date;
  notAfter: Date;
}

const commonName = (name: forge.pki.Certificate['subject']) =>
  String(name.getField('CN')?.value ?? name.attributes.map((a) => a.value).join(', '));

const refuse = (message: string) => BadRequestError(message, { errors: [{ msg: message, path: 'file' }] });

/**
 * Opens a .pfx/.p12 with its password and finds the certificate of its private key. Refuses, each
 * with its pt-BR reason: a file that is not PKCS#12, a wrong password, no private key, a
 * certificate not valid at `at` (expired or not yet valid).
 */
export function readP12(p12: Buffer, password: string, at: Date): ReadP12 {
  let asn1: forge.asn1.Asn1;
  try {
    asn1 = forge.asn1.fromDer(forge.util.createBuffer(p12.toString('binary')));
  } catch {
    throw refuse(SIGNING_MSG.notP12);
  }
  let store: forge.pkcs12.Pkcs12Pfx;
  try {
    store = forge.pkcs12.pkcs12FromAsn1(asn1, false, password);
  } catch (err) {
    const message = (err as Error).message ?? '';
    throw refuse(/password|MAC|decrypt|Invalid/i.test(message) ? SIGNING_MSG.password : SIGNING_MSG.notP12);
  }
  const bagsOf = (type: string) => store.getBags({ bagType: type })[type] ?? [];
  const keys = [...bagsOf(forge.pki.oids.pkcs8ShroudedKeyBag as string), ...bagsOf(forge.pki.oids.keyBag as string)];
  const key = keys.find((b) => b.key)?.key as forge.pki.rsa.PrivateKey | undefined;
  if (!key) throw refuse(SIGNING_MSG.noKey);
  const certs = bagsOf(forge.pki.oids.certBag as string)
    .map((b) => b.cert)
    .filter((c): c is forge.pki.Certificate => Boolean(c));
  // The signing certificate is the one whose public key is the private key's.
  const own = certs.find((c) => {
    const pub = c.publicKey as forge.pki.rsa.PublicKey;
    return pub.n?.equals(key.n) && pub.e?.equals(key.e);
  });
  if (!own) throw refuse(SIGNING_MSG.noKey);
  const { notBefore, notAfter } = own.validity;
  if (notAfter.getTime() < at.getTime()) throw refuse(SIGNING_MSG.expired(brDate(notAfter)));
  if (notBefore.getTime() > at.getTime()) throw refuse(SIGNING_MSG.notYetValid(brDate(notBefore)));
  return { holder: commonName(own.subject), issuer: commonName(own.issuer), notBefore, notAfter };
}

const DAY = 86_400_000;

export function certificateInfo(
  read: Pick<ReadP12, 'holder' | 'issuer' | 'notAfter'>,
  at: Date,
  warnDays: number,
): SigningCertificateInfo {
  const daysLeft = Math.max(0, Math.floor((read.notAfter.getTime() - at.getTime()) / DAY));
  return {
    holder: read.holder,
    issuer: read.issuer,
    valid_until: read.notAfter.toISOString(),
    days_left: daysLeft,
    expiring_soon: daysLeft <= warnDays,
  };
}

/**
 * The platform's own seal when no A1 was sent: a self-signed RSA certificate in a PKCS#12, made
 * once per installation, so every official document still carries a PAdES signature that shows
 * tampering (the verification page says it is not ICP-Brasil).
 */
export function platformSealP12(name: string, password: string): Buffer {
  // Node's native generator: forge's own would hold the event loop for seconds
  const { privateKey: pem } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const privateKey = forge.pki.privateKeyFromPem(pem) as forge.pki.rsa.PrivateKey;
  const keys = { privateKey, publicKey: forge.pki.setRsaPublicKey(privateKey.n, privateKey.e) };
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = `01${forge.util.bytesToHex(forge.random.getBytesSync(8))}`;
  cert.validity.notBefore = new Date(Date.now() - DAY);
  cert.validity.notAfter = new Date(Date.now() + 3650 * DAY);
  const subject = [
    { name: 'commonName', value: `${name} - selo da plataforma` },
    { name: 'organizationName', value: name },
    { name: 'countryName', value: 'BR' },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  cert.sign(keys.privateKey, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(keys.privateKey, [cert], password, { algorithm: '3des' });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
}
