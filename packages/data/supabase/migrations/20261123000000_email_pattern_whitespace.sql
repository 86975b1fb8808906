-- The email CHECKs of the three lead tables that hold an address (free_sample_requests,
-- "ContactQueries", "Subscribers") test the forms' email pattern, EMAIL_PATTERN of
-- @agency/domain (docs/requirements.md §5). They wrote its whitespace as \s, which Postgres and
-- the browser read differently: Postgres took U+00A0, U+202F, U+1680 and U+FEFF for letters
-- (so it stored addresses the forms refuse) and, in a UTF-8 locale, U+0085 for a space (so it
-- refused addresses the forms send). The pattern now spells its whitespace out, the same text in
-- both, whatever the locale. It is written inline, as before, not in a helper function: a CHECK
-- runs with the privileges of the visitor who inserts, and hosted projects may not let the
-- visitor roles execute new functions. packages/data/test/schema/facts-agree.test.ts reads each
-- pattern back from the catalog and compares it with the constant.

alter table public.free_sample_requests
  drop constraint free_sample_requests_email_check,
  add constraint free_sample_requests_email_check check (
    char_length(email) <= 254
    and email ~ '^[^@\t\n\v\f\r \u0085\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+@[^@\t\n\v\f\r \u0085\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+\.[^@\t\n\v\f\r \u0085\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$'
  );
alter table public."ContactQueries"
  drop constraint "ContactQueries_email_check",
  add constraint "ContactQueries_email_check" check (
    char_length(email) <= 254
    and email ~ '^[^@\t\n\v\f\r \u0085\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+@[^@\t\n\v\f\r \u0085\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+\.[^@\t\n\v\f\r \u0085\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$'
  );
alter table public."Subscribers"
  drop constraint "Subscribers_email_check",
  add constraint "Subscribers_email_check" check (
    char_length(email) <= 254
    and email ~ '^[^@\t\n\v\f\r \u0085\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+@[^@\t\n\v\f\r \u0085\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+\.[^@\t\n\v\f\r \u0085\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$'
  );
