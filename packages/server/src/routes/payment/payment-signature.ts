import crypto from "node:crypto";

/** The header carrying the payment site's signature of a notification. */
export const SIGNATURE_HEADER = "x-payment-signature";

/** The signature of a body: `sha256=` and the hex HMAC-SHA256 of its exact bytes with the shared secret. */
export function signPaymentBody(secret: string, rawBody: string | Buffer): string {
  return `sha256=${crypto.createHmac("sha256", secret).update(rawBody).digest("hex")}`;
}

/** Whether a signature header matches the body, compared in constant time (no timing oracle). */
export function signatureMatches(secret: string, rawBody: string | Buffer, header: string): boolean {
  const expected = Buffer.from(signPaymentBody(secret, rawBody));
  const received = Buffer.from(header.trim().toLowerCase());
  return expected.length === received.length && crypto.timingSafeEqual(expected, received);
}
