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
 * refusal of the guard) wait until the client has sent the rest, which is read and dropped, or until
 * `lingerMs` has passed: the connection then ends with the answer.
 *
 * Browsers and fetch read the answer only once they have sent the whole body. An answer sent at once
 * is followed by the end of the connection (the client's `Connection: close`, or the server's own),
 * and a socket closed with unread bytes is reset: the client, still writing, then sees EPIPE or
 * ECONNRESET instead of the answer.
 */
export function answerAfterUnreadBodies(app: FastifyInstance, lingerMs = LINGER_MS): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.raw.complete) return done(null, payload);
    dropRest(request.raw, lingerMs, (ended) => {
      // A client still sending is not kept: the connection ends with the answer.
      if (!ended) reply.header('connection', 'close');
      done(null, payload);
    });
  });
}

/** Reads the rest of the body and drops it; `then(true)` once it has ended or failed, `then(false)` after `lingerMs`. */
function dropRest(body: IncomingMessage, lingerMs: number, then: (ended: boolean) => void): void {
  const finish = (ended: boolean) => {
    clearTimeout(timer);
    body.off('end', onEnd).off('close', onEnd).off('error', onEnd);
    then(ended);
  };
  const onEnd = () => finish(true);
  const timer = setTimeout(() => finish(false), lingerMs);
  body.on('end', onEnd).on('close', onEnd).on('error', onEnd);
  body.resume();
}
