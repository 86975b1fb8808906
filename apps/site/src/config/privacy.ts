/**
 * What the site tells a visitor about their details (UK GDPR Article 13), in one place: each
 * lead form's one line, and the full privacy notice the footer holds. What the code keeps and
 * why, for developers: docs/privacy.md. Change the two together.
 * @see docs/requirements.md §2.2 (the footer), §5 (the forms)
 */
import { business } from './business';

/** The one line under each lead form: what is kept and why, and where the rest is said. */
export const leadFormNotes = {
  freeSample: 'We keep these details, and how you found our site, to design your sample and reply to you. More in the privacy notice at the foot of the page.',
  callback: 'We keep these details, your time zone and how you found our site, to call you back. More in the privacy notice at the foot of the page.',
  contact: 'We keep your message, and how you found our site, to reply to you. More in the privacy notice at the foot of the page.',
} as const;

/** One section of the privacy notice: a heading, its paragraphs, and optionally a list after them. */
export interface PrivacySection {
  heading: string;
  paragraphs: string[];
  items?: string[];
}

/** The privacy notice in the footer (a disclosure: requirements §2 allows no page of its own). */
export const privacyNotice: { title: string; updated: string; sections: PrivacySection[] } = {
  title: 'Privacy notice',
  updated: 'Last updated 2 December 2026.',
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        `${business.claims.company}, ${business.address.join(', ')}, decides what happens to the details you send through this site: under UK data protection law (the UK GDPR) we are their controller. Write to ${business.email} about anything in this notice.`,
      ],
    },
    {
      heading: 'What we keep',
      paragraphs: ['Only what you send us, and only when you send it:'],
      items: [
        'What you type into a form: your name, phone number, email address, video title, channel link, preferred date and time, subject, message and package of interest, as each form asks.',
        'With a free sample, callback or contact request, how you found our site: the page you arrived on, the site that linked to it (its name only, such as youtube.com, never the page you were on), the campaign labels of the link you followed (utm_source, utm_medium, utm_campaign, utm_term, utm_content) and an ad click’s reference (gclid, fbclid).',
        'With a callback request, your time zone as your browser reports it, so that we call at the hour you meant.',
        'With a newsletter subscription, your email address.',
      ],
    },
    {
      heading: 'No cookies',
      paragraphs: [
        'This site sets no cookie and stores nothing in your browser. How you found the site is read from the page’s address and the link you followed, held in the open page’s memory only, and sent only with a request you submit: nothing of it outlasts the page.',
      ],
    },
    {
      heading: 'Why we keep it',
      paragraphs: [
        'To answer your request: to design your free sample, call you back or reply to your message, the steps you ask for before any contract (UK GDPR Article 6(1)(b)).',
        'To learn which channels bring us clients, from how you found the site: our legitimate interest in spending on what works (Article 6(1)(f)). You may object to this at any time.',
        'To send the newsletter you asked for, with your consent (Article 6(1)(a)), until you unsubscribe.',
      ],
    },
    {
      heading: 'Who else sees it',
      paragraphs: [
        'Our team, and the services that host our database and deliver our email, which act only on our instructions. Where they hold it outside the UK, they do so under the UK’s adequacy regulations or the international data transfer agreement. We sell no data and share it with no one else.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'A request that does not become work: 12 months after our last contact with you about it, then we delete it. A request that becomes work: with our client records, 6 years after the work ends, as UK tax law requires. Your newsletter address: until you unsubscribe.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        `You may ask us for a copy of what we hold about you, to correct or delete it, or to stop using it: write to ${business.email}. We answer within one month, free of charge.`,
        'If you are unhappy with how we use your details, please tell us first. You may also complain to the Information Commissioner’s Office (ICO): ico.org.uk, 0303 123 1113.',
      ],
    },
  ],
};
