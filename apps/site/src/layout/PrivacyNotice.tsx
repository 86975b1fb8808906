import { privacyNotice } from '../config/privacy';

/**
 * The privacy notice's text (`config/privacy.ts`), for the footer's disclosure (`SiteFooter`'s
 * `privacyNotice`): each section a heading (`<h3>`, under the footer's columns' `<h2>`s), its
 * paragraphs and list, then the date it was last changed. Prerendered into every page.
 * @see docs/privacy.md
 */
export function PrivacyNotice() {
  return (
    <>
      {privacyNotice.sections.map((section) => (
        <section key={section.heading}>
          <h3>{section.heading}</h3>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.items ? (
            <ul>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
      <p>{privacyNotice.updated}</p>
    </>
  );
}
