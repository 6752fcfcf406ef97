/** argon2id password hashing (ARCHITECTURE: "Passwords hashed with argon2id"). */
import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 hashes with argon2id and OWASP's recommended cost by default.
export const hashPassword = (password: string): Promise<string> => hash(password);

// Verifying against a real hash when the account does not exist keeps the answer time the same,
// so response timing does not reveal which ids exist.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword('not-a-real-password-1!');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
