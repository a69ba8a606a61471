/**
 * The proof-of-work handshake between the server and the web app (docs/decisions/0040): a call
 * the server wants paid for answers 428 with this error code and a challenge in `details`; the
 * client solves it and sends the call again with the solution in this header.
 */
export const PROOF_REQUIRED = 'PROOF_REQUIRED';
export const PROOF_HEADER = 'x-proof-of-work';
export const PROOF_REQUIRED_MESSAGE = 'Please wait a moment while we check your request.';
