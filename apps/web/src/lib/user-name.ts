import type { ApiRelation } from '@oim/shared/api/records';

/** A user as the screens name them: the display name, else first and last name, else the email. */
export function userName(user: ApiRelation<'users'> | null | undefined): string {
  if (!user) return '';
  return user.displayName || [user.firstname, user.lastname].filter(Boolean).join(' ') || user.email || '';
}
