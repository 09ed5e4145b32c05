// Every answer the gateway's own calls to the leads service get (fetch, undici underneath) is read or
// cancelled, whatever its status: undici gives a connection back to its pool only once the answer's
// body is consumed, so an unread body (a 401 from /auth/me, a refused scrape, an audit's 200) holds a
// connection until garbage collection.

/** The JSON body when the status is the one wanted; any other answer's body is cancelled. */
export async function jsonWhen<T>(res: Response, wanted: (status: number) => boolean): Promise<T | undefined> {
  if (wanted(res.status)) return (await res.json()) as T;
  await res.body?.cancel();
  return undefined;
}

/** Only the status mattered: the body is cancelled so the connection goes back to the pool. */
export async function statusOnly(res: Response): Promise<number> {
  await res.body?.cancel();
  return res.status;
}
