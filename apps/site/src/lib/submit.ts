import type { AgencyClient, LeadSource, RepositoryError, RepositoryResult } from '@agency/data';
import { showToast, type SubmitHandler } from '@agency/ui';
import { supabase } from './supabase';
import { visitSource } from './visitSource';

/** What a failed submit shows: the destructive toast of docs/requirements.md §8. */
export interface SubmitFailure {
  /** The toast's title, e.g. 'Submission Failed'. */
  title: string;
  /** The toast's text, e.g. 'Could not book your call. Please try again.', or one chosen from the error. */
  description: string | ((error: RepositoryError) => string);
  /** The failure is logged as `{log}:` with the error (`console.error`); none when absent. */
  log?: string;
}

/**
 * Every form's submit, in one shape: the insert with the site's client; on failure the §8 toast
 * (and the log), and the error handed back to the library's form, which keeps the visitor's
 * values (`@agency/ui` `useFormController`). On success the form shows its own confirmation.
 * @param insert - the repository insert of `@agency/data` (e.g. `insertCallbackRequest`), or a
 *   closure mapping the form's values to its row.
 * @param failure - what a failure shows and logs.
 * @returns the form's `onSubmit`: resolves `{}` on success, `{ error: message }` on failure.
 * @see docs/requirements.md §5 (the forms), §8 (the toasts)
 */
export function submitWith<V>(
  insert: (client: AgencyClient, values: V) => Promise<RepositoryResult<unknown>>,
  failure: SubmitFailure,
): SubmitHandler<V> {
  return async (values) => {
    const { error } = await insert(supabase, values);
    if (!error) return {};
    if (failure.log) console.error(`${failure.log}:`, error);
    const description = typeof failure.description === 'function' ? failure.description(error) : failure.description;
    showToast({ title: failure.title, description, variant: 'destructive' });
    return { error: error.message };
  };
}

/**
 * A lead form's submit (free sample, callback, contact; not the newsletter): {@link submitWith},
 * the insert also handed this visit's source (`visitSource`: landing path, referrer origin, UTM
 * parameters, ad click ids; `{}` for a direct visit, which then sends the form's columns only).
 * @param insert - a lead insert of `@agency/data` taking `(client, values, source)`, e.g.
 *   `insertCallbackRequest`, or a closure mapping the form's values to its row.
 * @param failure - what a failure shows and logs.
 * @returns the form's `onSubmit`, as {@link submitWith}'s.
 * @see docs/privacy.md, docs/requirements.md §5, §8
 */
export function submitLeadWith<V>(
  insert: (client: AgencyClient, values: V, source: LeadSource) => Promise<RepositoryResult<unknown>>,
  failure: SubmitFailure,
): SubmitHandler<V> {
  return submitWith((client, values: V) => insert(client, values, visitSource()), failure);
}
