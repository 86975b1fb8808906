/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Supabase project URL; unset: the local backend at http://127.0.0.1:54321. */
  readonly VITE_SUPABASE_URL?: string;
  /** The project's publishable key (`sb_publishable_…`); unset: the local one. Required with `VITE_SUPABASE_URL`. */
  readonly VITE_SUPABASE_PUBLISHABLE_KEY?: string;
  /** The project's legacy anon key (a JWT), read when `VITE_SUPABASE_PUBLISHABLE_KEY` is unset. */
  readonly VITE_SUPABASE_ANON_KEY?: string;
  /** The site's public origin for canonical URLs, feeds and the sitemap; unset: http://localhost:4173. */
  readonly VITE_SITE_ORIGIN?: string;
}
