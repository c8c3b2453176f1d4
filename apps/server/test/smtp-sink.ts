import net from 'node:net';

export type ReceivedMail = { from: string; to: string[]; data: string };

/**
 * A minimal SMTP server on loopback that accepts and keeps every message: a real SMTP peer for
 * the outbox dispatcher, speaking just enough of RFC 5321 for nodemailer. `port` brings a stopped
 * sink back where the dispatcher still sends (an outage that ends); any free port by default.
 */
export async function startSmtpSink(port = 0): Promise<{
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}> {
  const received: ReceivedMail[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current: ReceivedMail = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 sink ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index = buffer.indexOf('\r\n');
      while (index >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(current);
            current = { from: '', to: [], data: '' };
            reply('250 queued');
          } else {
            current.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          }
        } else {
          const verb = line.slice(0, 4).toUpperCase();
          if (verb === 'EHLO' || verb === 'HELO') reply('250 sink');
          else if (verb === 'MAIL') {
            current.from = line.slice(10).trim();
            reply('250 ok');
          } else if (verb === 'RCPT') {
            current.to.push(line.slice(8).trim());
            reply('250 ok');
          } else if (verb === 'DATA') {
            inData = true;
            reply('354 go ahead');
          } else if (verb === 'QUIT') {
            reply('221 bye');
            socket.end();
          } else reply('250 ok');
        }
        index = buffer.indexOf('\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
