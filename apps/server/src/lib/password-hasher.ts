/** Hashes passwords for storage and checks a password against a stored hash. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hashed: string, password: string): Promise<boolean>;
}
