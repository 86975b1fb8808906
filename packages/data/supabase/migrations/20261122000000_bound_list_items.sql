-- Every text column is bounded: the two list columns bounded only how many items they hold, now
-- each item is bounded too (an image URL as image_url elsewhere, 2048 characters; a keyword 60).
-- The check's helper lives in a schema the API does not expose, so it is not callable as /rpc.
create schema if not exists private;

create function private.items_within(items text[], max_chars integer)
  returns boolean
  language sql
  immutable
  parallel safe
  set search_path = ''
as $$
  select coalesce(bool_and(char_length(item) <= max_chars), true) from unnest(items) as item
$$;

alter table public."CaseStudies"
  add constraint "CaseStudies_image_urls_item_length" check (private.items_within(image_urls, 2048));
alter table public.blogs
  add constraint blogs_keywords_item_length check (private.items_within(keywords, 60));
