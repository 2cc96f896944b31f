import { createSigner, createVerifier } from 'fast-jwt';
import { accessTokenClaims, type AccessTokenClaims } from '@atelier/core';

export type AccessTokens = {
  sign: (claims: { sub: string; email: string; is_admin: boolean }) => string;
  /** The claims of a valid, unexpired token, or undefined. */
  verify: (token: string) => AccessTokenClaims | undefined;
};

export const accessTokens = ({ secret, lifetimeMinutes, now }: { secret: string; lifetimeMinutes: number; now: () => Date }): AccessTokens => {
  const signer = createSigner({ key: secret, algorithm: 'HS256' });
  // Expiry is checked below against the injected clock, so tests can move time.
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'], ignoreExpiration: true, ignoreNotBefore: true });
  return {
    sign: (claims) => {
      const iat = Math.floor(now().getTime() / 1000);
      return signer({ ...claims, iat, exp: iat + lifetimeMinutes * 60 });
    },
    verify: (token) => {
      try {
        const parsed = accessTokenClaims.safeParse(verifier(token));
        if (!parsed.success) return undefined;
        return parsed.data.exp * 1000 > now().getTime() ? parsed.data : undefined;
      } catch {
        return undefined;
      }
    },
  };
};
