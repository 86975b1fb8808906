/**
 * The failure toasts of the lead forms, word for word (the newsletter's 'Subscribed!' success
 * toast is the library's `NEWSLETTER_SUCCESS_TOAST`).
 * @see spec §8
 */
export const leadToasts = {
  freeSampleFailed: {
    title: 'Submission Failed',
    description: 'Could not submit your request. Please try again.',
  },
  callbackFailed: { title: 'Submission Failed', description: 'Could not book your call. Please try again.' },
  contactFailed: { title: 'Submission Failed', description: 'Could not send your message. Please try again.' },
  newsletterFailedTitle: 'Subscription Failed',
  newsletterDuplicate: 'You are already subscribed with this email!',
  newsletterFailed: 'Could not subscribe. Please try again.',
} as const;
