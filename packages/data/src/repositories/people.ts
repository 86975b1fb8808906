import type { AgencyClient } from '../client';
import type { Tables } from '../database.types';
import { toResult, type RepositoryResult } from './result';

/** A team member as the about page shows them; `role` and `bio` may contain markup. */
export type TeamMember = Pick<Tables<'Team'>, 'name' | 'role' | 'bio' | 'image_url' | 'alt_text'>;
/** A testimonial (a row of `testimonials`); `comment` may contain markup, `stars` is 0–5. */
export type Testimonial = Tables<'testimonials'>;

/**
 * The team, by id ascending.
 * @param client - the typed client ({@link AgencyClient}).
 * @returns `{ data: [{ name, role, bio, image_url, alt_text }, ...] }` (all but `name` may be
 * null), or the PostgREST error (network failures: `NETWORK_ERROR`).
 * @see docs/requirements.md §7 (Select Team)
 */
export function listTeamMembers(client: AgencyClient): Promise<RepositoryResult<TeamMember[]>> {
  return toResult(
    client.from('Team').select('name,role,bio,image_url,alt_text').order('id', { ascending: true }),
    (rows) => rows,
  );
}

/**
 * Every testimonial, all fields, oldest first (the first five go to the carousel).
 * @param client - the typed client.
 * @returns `{ data: rows }` (`role`, `image_url`, `alt_text` may be null), or the PostgREST error.
 * @see docs/requirements.md §7 (Select testimonials), §4 (ordering)
 */
export function listTestimonials(client: AgencyClient): Promise<RepositoryResult<Testimonial[]>> {
  return toResult(
    client.from('testimonials').select('*').order('created_at', { ascending: true }),
    (rows) => rows,
  );
}
