import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default algorithm), ~9 ms per hash on this machine. */
export const hashPassword = (password: string): Promise<string> => hash(password);

export const verifyPassword = async (passwordHash: string, password: string): Promise<boolean> => {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};

let dummyHash: Promise<string> | undefined;

/** Spends the time of a real check, so an unknown e-mail answers as slowly as a wrong password. */
export const verifyAgainstDummy = async (password: string): Promise<void> => {
  dummyHash ??= hashPassword('atelier-timing-equaliser');
  await verifyPassword(await dummyHash, password);
};
