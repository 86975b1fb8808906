import type { AgencyClient } from '../client';
import type { Tables } from '../database.types';
import { toResult, type RepositoryResult } from './result';

/** A team member as the about page shows them; `role` and `bio` may contain markup. */
export type TeamMember = Pick<Tables<'Team'>, 'name' | 'role' | 'bio' | 'image_url' | 'alt_text'>;
/** A testimonial; `comment` may contain markup, `stars` is 0–5. */
export type Testimonial = Tables<'testimonials'>;

/**
 * The team: `name, role, bio, image_url, alt_text`, by id ascending.
 * @see spec §7 (Select Team)
 */
export function listTeamMembers(client: AgencyClient): Promise<RepositoryResult<TeamMember[]>> {
  return toResult(
    client.from('Team').select('name,role,bio,image_url,alt_text').order('id', { ascending: true }),
    (rows) => rows as TeamMember[],
  );
}

/**
 * Every testimonial, all fields, oldest first (the first five go to the carousel).
 * @see spec §7 (Select testimonials), §4 (ordering)
 */
export function listTestimonials(client: AgencyClient): Promise<RepositoryResult<Testimonial[]>> {
  return toResult(
    client.from('testimonials').select('*').order('created_at', { ascending: true }),
    (rows) => rows as Testimonial[],
  );
}
