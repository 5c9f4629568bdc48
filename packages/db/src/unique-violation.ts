/** Whether a query failed on a unique index (SQLSTATE 23505), as node-postgres or PGlite report it. */
export function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}
