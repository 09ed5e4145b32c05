// The API's error answer, the same shape the leads service sends: the gateway's own refusals
// (limits, guards, an unreachable upstream) read like any other error of the API.
export const envelope = (error: string, message: string) => ({ success: false, error, message });

/** A condition the client may retry: the leads service unreachable or restarting, this gateway closing. */
export const unavailable = () => envelope('unavailable', 'The service is unavailable. Please try again shortly.');
