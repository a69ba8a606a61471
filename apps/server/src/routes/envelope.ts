/** The success envelope of every reply (ARCHITECTURE.md). */
export function ok<T>(message: string, result: T) {
  return { status: 1 as const, message, result };
}
