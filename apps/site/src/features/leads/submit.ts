import {
  insertCallbackRequest,
  insertContactQuery,
  insertFreeSampleRequest,
  insertSubscriber,
  isUniqueViolation,
} from '@agency/data';
import type { CallbackValues, ContactValues, FreeSampleValues, NewsletterValues } from '@agency/ui';
import { showToast } from '@agency/ui';
import { supabase } from '../../lib/supabase';
import { leadToasts } from './messages';

/** What the library's forms expect back from `onSubmit`: nothing, or the error that kept the values. */
type SubmitOutcome = { error?: string };

/**
 * Stores a free sample request; on failure logs it and shows the destructive toast of §8.
 * @see spec §5, §7, §8
 */
export async function submitFreeSample(values: FreeSampleValues): Promise<SubmitOutcome> {
  const { error } = await insertFreeSampleRequest(supabase, values);
  if (!error) return {};
  console.error('Free sample request failed:', error);
  showToast({ ...leadToasts.freeSampleFailed, variant: 'destructive' });
  return { error: error.message };
}

/** Stores a callback request; on failure shows the destructive toast of §8 (form kept). */
export async function submitCallback(values: CallbackValues): Promise<SubmitOutcome> {
  const { error } = await insertCallbackRequest(supabase, values);
  if (!error) return {};
  console.error('Callback request failed:', error);
  showToast({ ...leadToasts.callbackFailed, variant: 'destructive' });
  return { error: error.message };
}

/** Stores a contact message; on failure shows the toast of §8. */
export async function submitContact(values: ContactValues): Promise<SubmitOutcome> {
  const { name, email, subject, message, packageInterest } = values;
  const { error } = await insertContactQuery(supabase, {
    name,
    email,
    subject,
    message,
    package_interest: packageInterest,
  });
  if (!error) return {};
  console.error('Contact message failed:', error);
  showToast({ ...leadToasts.contactFailed, variant: 'destructive' });
  return { error: error.message };
}

/**
 * Subscribes to the newsletter. A unique violation (code 23505) means the address is already
 * subscribed. On success the library's `NewsletterForm` itself clears the field and shows
 * 'Subscribed!' (so a bot caught by its honeypot, which never reaches this call, sees it too).
 * @see spec §8; issue 6 (honeypot)
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
