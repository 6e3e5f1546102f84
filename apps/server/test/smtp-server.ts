import { createServer, type Server } from 'node:net';

/**
 * A minimal SMTP server on 127.0.0.1 that accepts one message at a time and keeps what it received; while
 * `refusing.on`, it turns every connection away (421, as a server down for maintenance does).
 */
export function startSmtp(): Promise<{
  server: Server;
  port: number;
  messages: string[];
  refusing: { on: boolean };
}> {
  const messages: string[] = [];
  const refusing = { on: false };
  const server = createServer((socket) => {
    if (refusing.on) {
      socket.end('421 localhost Servizio non disponibile\r\n');
      return;
    }
    let data = false;
    let buffer = '';
    let message = '';
    socket.write('220 localhost ESMTP prova\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index = buffer.indexOf('\r\n');
      while (index >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (data) {
          if (line === '.') {
            data = false;
            messages.push(message);
            message = '';
            socket.write('250 OK: accodato\r\n');
          } else {
            message += `${line}\n`;
          }
        } else if (/^(EHLO|HELO)/i.test(line)) {
          socket.write('250 localhost\r\n');
        } else if (/^DATA/i.test(line)) {
          data = true;
          socket.write('354 Fine con .\r\n');
        } else if (/^QUIT/i.test(line)) {
          socket.end('221 Arrivederci\r\n');
        } else {
          socket.write('250 OK\r\n');
        }
        index = buffer.indexOf('\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        server,
        port: typeof address === 'object' && address ? address.port : 0,
        messages,
        refusing,
      });
    }),
  );
}
