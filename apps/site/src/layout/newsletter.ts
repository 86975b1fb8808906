import { insertSubscriber, isUniqueViolation } from '@agency/data';
import type { NewsletterValues } from '@agency/ui';
import { submitWith } from '../lib/submit';

/**
 * The footer newsletter's submit (`RootLayout` fetches this module on the first submit):
 * subscribes the address; a unique violation (code 23505) means it is already subscribed. On
 * success the library's `NewsletterForm` itself clears the field and shows 'Subscribed!' (so a
 * bot caught by its honeypot, which never reaches this call, sees it too).
 * @see docs/requirements.md §8
 */
export const submitNewsletter = submitWith<NewsletterValues>((client, values) => insertSubscriber(client, values.email), {
  title: 'Subscription Failed',
  description: (error) => (isUniqueViolation(error) ? 'You are already subscribed with this email!' : 'Could not subscribe. Please try again.'),
});
