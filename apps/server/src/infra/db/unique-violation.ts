/** Whether a database error is a unique or primary-key violation, on PostgreSQL (23505) or SQLite. */
export function isUniqueViolation(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** Whether a database error is a foreign-key violation (the row referred to is gone), on PostgreSQL (23503) or SQLite. */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}
