import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** For tests: a local OpenAI-compatible endpoint that records what the server sends it. */
export interface Recorded {
  method?: string;
  url?: string;
  headers: IncomingMessage['headers'];
  body: {
    model: string;
    temperature: number;
    messages: { role: string; content: string }[];
  };
}

/** A local OpenAI-compatible stand-in; each test sets how it answers. */
export function startStandIn() {
  const requests: Recorded[] = [];
  let respond: (req: Recorded, res: ServerResponse) => void = () => undefined;
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const recorded = {
        method: req.method,
        url: req.url,
        headers: req.headers,
        body: JSON.parse(raw) as Recorded['body'],
      };
      requests.push(recorded);
      respond(recorded, res);
    });
  });
  return {
    requests,
    set(fn: typeof respond) {
      respond = fn;
    },
    async listen() {
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    },
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

export const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};
export const completion = (content: unknown) => ({
  choices: [{ index: 0, message: { role: 'assistant', content } }],
});
