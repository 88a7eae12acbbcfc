import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * How long an answer waits for the rest of a body it did not read (nginx's `lingering_time`): long
 * enough for a slow client to finish sending a refused upload, short enough that a client sending
 * for ever holds nothing for long.
 */
const LINGER_MS = 30_000;

/**
 * Answers given before the request's body was read to its end (413 for a body over the limit, a
 * refusal of the guard, an unknown route) wait until the client has sent the rest, which is read
 * and dropped, or until LINGER_MS has passed.
 *
 * Browsers and fetch read the answer only once they have sent the whole body. An answer sent at once
 * is followed by the end of the connection (the client's `Connection: close`, or the server's own),
 * and a socket closed with unread bytes is reset: the client, still writing, then sees EPIPE or
 * ECONNRESET instead of the answer.
 */
export function answerAfterUnreadBodies(app: FastifyInstance): void {
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.raw.complete) return done(null, payload);
    dropRest(request.raw, () => done(null, payload));
  });
}

/** Reads the rest of the body and drops it; `then` once it has ended, failed or taken LINGER_MS. */
function dropRest(body: IncomingMessage, then: () => void): void {
  const finish = () => {
    clearTimeout(timer);
    body.off('end', finish).off('close', finish).off('error', finish);
    then();
  };
  const timer = setTimeout(finish, LINGER_MS);
  body.on('end', finish).on('close', finish).on('error', finish);
  body.resume();
}
