import { createHmac, createSecretKey, timingSafeEqual } from 'node:crypto';
import { isRespondentToken } from '@canopy/contracts/survey/respondent';

/**
 * Respondent tokens: `<link id>.<participant id>.<signature>`, the signature the first 16 bytes of an HMAC-SHA256
 * of both under a key derived from the server's secret. Identify hands one out; a personal link carries one. A token
 * is only as alive as its link: expiry, pause and removal are judged on the link each time it is used.
 */
export const createRespondentTokens = (secret: string | Buffer) => {
  // imported once as a key object: every respondent request checks a token, and a raw key is imported per HMAC
  const key = createSecretKey(createHmac('sha256', secret).update('canopy respondent tokens').digest());
  const signatureOf = (linkId: string, participantId: string) =>
    createHmac('sha256', key).update(`${linkId}\u0000${participantId}`).digest().subarray(0, 16).toString('base64url');
  return {
    sign: (linkId: string, participantId: string) => `${linkId}.${participantId}.${signatureOf(linkId, participantId)}`,
    /** the link and participant a token names, or null when it is not one this server signed */
    verify(token: string): { linkId: string; participantId: string } | null {
      if (!isRespondentToken(token)) return null;
      const [linkId, participantId, signature] = token.split('.') as [string, string, string];
      const expected = Buffer.from(signatureOf(linkId, participantId));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) ? { linkId, participantId } : null;
    },
  };
};
export type RespondentTokens = ReturnType<typeof createRespondentTokens>;
