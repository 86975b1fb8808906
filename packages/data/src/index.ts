/**
 * @agency/data — typed access to the agency's Supabase database: one function per call of
 * docs/requirements.md §7, each returning `{ data, error }`. Never imports React.
 */
export * from './config';
export * from './client';
export type { Database, Json, Tables, TablesInsert, TablesUpdate } from './database.types';
export * from './repositories/result';
export * from './repositories/content';
export * from './repositories/portfolio';
export * from './repositories/people';
export * from './repositories/blog';
export * from './repositories/leads';
