import { insertSubscriber, isUniqueViolation } from '@agency/data';
import { showToast, type NewsletterValues } from '@agency/ui';
import { supabase } from '../lib/supabase';

/**
 * The footer newsletter's submit (`RootLayout` fetches this module on the first submit):
 * subscribes the address; a unique violation (code 23505) means it is already subscribed. On
 * success the library's `NewsletterForm` itself clears the field and shows 'Subscribed!' (so a
 * bot caught by its honeypot, which never reaches this call, sees it too).
 * @see docs/requirements.md §8
 */
export async function submitNewsletter(values: NewsletterValues): Promise<{ error?: string }> {
  const { error } = await insertSubscriber(supabase, values.email);
  if (!error) return {};
  showToast({
    title: 'Subscription Failed',
    description: isUniqueViolation(error) ? 'You are already subscribed with this email!' : 'Could not subscribe. Please try again.',
    variant: 'destructive',
  });
  return { error: error.message };
}
