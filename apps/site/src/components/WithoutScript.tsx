import { business } from '../config/business';

/**
 * What a lead or newsletter form says in place of its fields when the browser runs no script
 * (JavaScript off): that sending needs it, and the agency's email and phone as links, so the
 * visitor can still reach it. Given to a form's `withoutScript` prop.
 * @param props.toDo - what the visitor came to do, after "to": e.g. "ask for your free sample".
 * @see docs/accessibility.md (Without JavaScript)
 */
export function WithoutScript({ toDo }: { toDo: string }) {
  return (
    <>
      Sending this form needs JavaScript, which is off in this browser. To {toDo}, email{' '}
      <a href={`mailto:${business.email}`}>{business.email}</a> or call{' '}
      <a href={business.phone.href}>{business.phone.display}</a>.
    </>
  );
}
