/**
 * The Data API's functions as this project's Edge Functions call them (`POST /rest/v1/rpc/<fn>`
 * through supabase-js, with the service key): the part of the client they use, and one call.
 * @see docs/architecture.md "Security model"
 */

/** The part of a supabase-js client this uses: `rpc(name, args)` answering `{ data, error }`. */
export interface RpcClient {
  rpc(name: string, args: Record<string, unknown>): PromiseLike<{ data: unknown; error: { message: string; code?: string } | null }>;
}

/**
 * Calls `fn` with its named arguments.
 * @returns its data.
 * @throws {Error} `<fn>: <PostgREST's message> (<code>)` when it answers an error.
 */
export async function callRpc(client: RpcClient, fn: string, args: Record<string, unknown>): Promise<unknown> {
  const { data, error } = await client.rpc(fn, args);
  if (error) throw new Error(`${fn}: ${error.message}${error.code ? ` (${error.code})` : ''}`);
  return data;
}
