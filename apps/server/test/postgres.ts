/** The PostgreSQL server the tests may use: DATABASE_URL when set, else none (PGlite only). */
export function ownerUrl(): string | null {
  return process.env.DATABASE_URL || null;
}

export function databaseUrlFor(url: string, database: string, user?: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  if (user) {
    parsed.username = user;
    parsed.password = '';
  }
  return parsed.toString();
}
