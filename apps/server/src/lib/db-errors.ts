/** A unique constraint refused the write (PostgreSQL's 23505, as either driver reports it). */
export function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } }).cause?.code ??
    (error as { code?: string }).code;
  return code === '23505';
}
