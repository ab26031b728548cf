/**
 * One of the realtime benchmark's client processes (a process holds a few thousand streams, within its own file
 * limit): opens the streams it is given from their loopback addresses, reports how many the server holds, and
 * measures each event's delay from `payload.sentAt` (set by the benchmark when it wrote the event) to its arrival.
 */
import http from 'node:http';
import { REALTIME_READY_EVENT } from '@kalasetu/shared/realtime';

export interface StreamSpec {
  cookie: string;
  localAddress: string;
}
export type ToClient =
  | { op: 'open'; port: number; streams: StreamSpec[]; concurrency: number }
  | { op: 'report' }
  | { op: 'close' };
export type FromClient =
  | { op: 'opened'; held: number; refused: Record<string, number> }
  | { op: 'report'; delays: number[]; held: number; ended: number; heldByCookie: Record<string, number> };

const send = (message: FromClient) => process.send!(message);
const delays: number[] = [];
const requests: http.ClientRequest[] = [];
let held = 0;
let ended = 0;
const heldByCookie: Record<string, number> = {};

function open(port: number, spec: StreamSpec): Promise<string | null> {
  return new Promise((resolve) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port,
        path: '/api/realtime',
        localAddress: spec.localAddress,
        agent: false,
        headers: { cookie: spec.cookie, accept: 'text/event-stream' },
      },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          return resolve(String(response.statusCode));
        }
        let buffer = '';
        let ready = false;
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (block.includes(`event: ${REALTIME_READY_EVENT}`)) {
              if (!ready) {
                ready = true;
                held++;
                heldByCookie[spec.cookie] = (heldByCookie[spec.cookie] ?? 0) + 1;
                resolve(null);
              }
              continue;
            }
            const data = block.split('\n').find((line) => line.startsWith('data: {'));
            if (!data) continue;
            const sentAt = (JSON.parse(data.slice(6)) as { payload: { sentAt?: number } }).payload.sentAt;
            if (sentAt) delays.push(Date.now() - sentAt);
          }
        });
        response.on('close', () => {
          if (!ready) return resolve('closed');
          held--;
          ended++;
          heldByCookie[spec.cookie]!--;
        });
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    requests.push(request);
  });
}

process.on('message', async (message: ToClient) => {
  if (message.op === 'open') {
    const refused: Record<string, number> = {};
    let next = 0;
    const worker = async () => {
      while (next < message.streams.length) {
        const outcome = await open(message.port, message.streams[next++]!);
        if (outcome) refused[outcome] = (refused[outcome] ?? 0) + 1;
      }
    };
    await Promise.all(Array.from({ length: message.concurrency }, worker));
    send({ op: 'opened', held, refused });
  } else if (message.op === 'report') {
    send({ op: 'report', delays: delays.splice(0), held, ended, heldByCookie });
  } else {
    for (const request of requests) request.destroy();
    process.exit(0);
  }
});
