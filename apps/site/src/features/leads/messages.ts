/**
 * The failure toasts of the lead forms, word for word (the newsletter's 'Subscribed!' success
 * toast is the library's `NEWSLETTER_SUCCESS_TOAST`).
 * @see docs/requirements.md §8
 */
export const leadToasts = {
  newsletterFailedTitle: 'Subscription Failed',
  newsletterDuplicate: 'You are already subscribed with this email!',
  newsletterFailed: 'Could not subscribe. Please try again.',
} as const;
