/**
 * The customer's answer to a document sent to them (issue 29), as the PDF's closing page prints it
 * ("Acceptat de client" / "Semnat de client"): who, when, which lines, the signature, and the audit
 * trail. Crosses into the PDF worker, so only plain values (ISO dates, bytes).
 */
export type CustomerAnswerForPdf = {
  decision: 'approved' | 'partly_approved' | 'declined' | 'signed';
  signerName: string;
  /** When the customer answered (ISO 8601, UTC); printed in Europe/Bucharest time. */
  answeredAt: string;
  /** The version of the document the customer saw and answered. */
  documentVersion: number;
  /** Each line approved or declined, by its position in the document's lines (empty: the whole document). */
  lines: { index: number; approved: boolean }[];
  comment: string;
  /** The drawn signature (PNG), when there is one. */
  signaturePng?: Uint8Array;
  /** SHA-256 (hex) of the exact version shown to the customer. */
  contentSha256: string;
  /** The network the answer came from, stored as elsewhere (IPv4 /24, IPv6 /48), e.g. `203.0.113.0/24`. */
  network: string;
  /** The customer's browser (User-Agent, shortened). */
  userAgent: string;
  /** The id of the link the customer used. */
  linkId: string;
};
