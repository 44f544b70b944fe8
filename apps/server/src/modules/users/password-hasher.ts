import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** Algorithm.Argon2id; the enum is a const enum, which isolated modules cannot read. */
const ARGON2ID = 2 as Algorithm;

// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): about 20 ms here, cheap for us, costly to brute force.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export const verifyPassword = async (passwordHash: string, password: string): Promise<boolean> => {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};

let dummyHash: Promise<string> | null = null;
/** Verifies against a throw-away hash so an unknown username costs the same time as a wrong password. */
export const burnVerifyTime = async (password: string): Promise<void> => {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
};
