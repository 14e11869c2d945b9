import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { P12Signer } from '@signpdf/signer-p12';
import { SignPdf } from '@signpdf/signpdf';
import { SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import { PDFDocument } from 'pdf-lib';

export interface SignatureFacts {
  /** Who signs, as the PDF reader shows it (the provider; the responsible technician is in `reason`). */
  name: string;
  reason: string;
  location: string;
  contactInfo: string;
}

/**
 * Signs a PDF as PAdES (ETSI.CAdES.detached): a signature dictionary over the whole file with
 * the certificate in `p12`. Any byte changed afterwards makes readers (and pdfsig) report it invalid.
 */
export async function padesSign(pdf: Buffer, p12: Buffer, passphrase: string, facts: SignatureFacts): Promise<Buffer> {
  const doc = await PDFDocument.load(pdf);
  pdflibAddPlaceholder({
    pdfDoc: doc,
    ...facts,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    // an ICP-Brasil A1 carries its chain: room for it
    signatureLength: 16_384,
  });
  const withPlaceholder = Buffer.from(await doc.save({ useObjectStreams: false }));
  // The class, not the package's default instance: under Node's ESM loader (the built server) the
  // CommonJS default import is the whole module object, not the instance vitest hands out.
  return new SignPdf().sign(withPlaceholder, new P12Signer(p12, { passphrase }));
}
