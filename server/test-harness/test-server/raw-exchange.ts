import { duplexPair } from 'node:stream';

import type { TestServer } from './test-server.ts';

export interface RawResponse {
  status: number;
  head: string;
  body: string;
}

/** Bytes written straight into the server's HTTP parser, as a client on a socket would, without a network. */
export async function rawExchange(server: TestServer, request: string): Promise<RawResponse> {
  const [client, socket] = duplexPair();
  server.app.server.emit('connection', socket);
  const chunks: Buffer[] = [];
  client.on('data', (chunk: Buffer) => chunks.push(chunk));
  // Requests send `Connection: close` (or are refused by the parser): the server closes once it has answered.
  const answered = new Promise((resolve) => client.once('close', resolve).once('end', resolve));
  client.write(request);
  await answered;
  const [head = '', body = ''] = Buffer.concat(chunks).toString('latin1').split('\r\n\r\n');
  return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]), head, body };
}
