/** The success envelope of every reply (docs/decisions/0011). */
export function ok<T>(message: string, result: T) {
  return { status: 1 as const, message, result };
}
