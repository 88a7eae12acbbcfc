import net from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as sent (headers and body), dot-unstuffed. */
  data: string;
}

export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/**
 * An SMTP server for tests that accepts every message and keeps it: enough of RFC 5321 for
 * nodemailer (EHLO without extensions, so no STARTTLS or AUTH; MAIL, RCPT, DATA, RSET, NOOP, QUIT).
 */
export function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    socket.setEncoding('utf8');
    let buffer = '';
    let mail: ReceivedMail | undefined;
    let data: string[] | undefined;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    const command = (line: string) => {
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO' || verb === 'HELO') return reply('250 sink');
      if (verb === 'MAIL') {
        mail = { from: /<([^>]*)>/.exec(line)?.[1] ?? '', to: [], data: '' };
        return reply('250 OK');
      }
      if (verb === 'RCPT') {
        mail?.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
        return reply('250 OK');
      }
      if (verb === 'DATA') {
        data = [];
        return reply('354 End data with <CR><LF>.<CR><LF>');
      }
      if (verb === 'RSET' || verb === 'NOOP') return reply('250 OK');
      if (verb === 'QUIT') {
        reply('221 Bye');
        return socket.end();
      }
      reply('502 Command not implemented');
    };
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (!data) command(line);
        else if (line === '.') {
          if (mail) received.push({ ...mail, data: data.join('\r\n') });
          mail = undefined;
          data = undefined;
          reply('250 OK: queued');
        } else data.push(line.startsWith('..') ? line.slice(1) : line);
      }
    });
    reply('220 sink ESMTP');
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      resolve({
        url: `smtp://127.0.0.1:${port}`,
        received,
        close: () =>
          new Promise<void>((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}
