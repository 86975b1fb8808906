-- The CHECK helpers in schema private run as the role of the request that writes the row, so
-- that role needs EXECUTE on them. Until now they had it only through PUBLIC, which PostgreSQL
-- grants on every new function unless the owner's default privileges revoke it; a project hardened
-- with `alter default privileges revoke execute on functions from public` refused every write of
-- "CaseStudies" and blogs, even by service_role: 42501 permission denied for function
-- items_within (docs/architecture.md "Security model"). So each helper gets its grants explicitly,
-- to exactly the roles whose writes evaluate it, the same in every project:
-- items_within bounds list items of "CaseStudies" and blogs, which only service_role may write
-- (anon and authenticated may not: docs/requirements.md §6).
revoke execute on function private.items_within(text[], integer) from public;
grant execute on function private.items_within(text[], integer) to service_role;

-- A helper created later in private is executable by service_role from the start (service_role
-- writes every table). A helper a lead table's CHECK calls must also be granted to anon and
-- authenticated, in its own migration. No role gets USAGE on private: the helpers stay out of
-- the API, and a CHECK calls its function by oid, with no name to look up.
alter default privileges in schema private grant execute on functions to service_role;
