import { insertSubscriber, isUniqueViolation } from '@agency/data';
import type { NewsletterValues } from '@agency/ui';
import { showToast } from '@agency/ui';
import { supabase } from '../../lib/supabase';
import { leadToasts } from './messages';

/** What the library's forms expect back from `onSubmit`: nothing, or the error that kept the values. */
type SubmitOutcome = { error?: string };

/**
 * Subscribes to the newsletter. A unique violation (code 23505) means the address is already
 * subscribed. On success the library's `NewsletterForm` itself clears the field and shows
 * 'Subscribed!' (so a bot caught by its honeypot, which never reaches this call, sees it too).
 * @see docs/requirements.md §8
 */
export async function submitNewsletter(values: NewsletterValues): Promise<SubmitOutcome> {
  const { error } = await insertSubscriber(supabase, values.email);
  if (!error) return {};
  showToast({
    title: leadToasts.newsletterFailedTitle,
    description: isUniqueViolation(error) ? leadToasts.newsletterDuplicate : leadToasts.newsletterFailed,
    variant: 'destructive',
  });
  return { error: error.message };
}
