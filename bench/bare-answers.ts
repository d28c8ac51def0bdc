/** The file handing the real server's answers to the bare server: for each path, the status, headers and body to replay. */
import fs from 'node:fs';
import path from 'node:path';
import type { CapturedAnswer } from './capture-answer.js';
import { startChildServer, type ChildServer } from './child-server.js';

export interface BareAnswer {
  status: number;
  headers: Record<string, string | string[]>;
  /** Base64: bodies may be compressed. */
  body: string;
}

export type BareAnswers = Record<string, BareAnswer>;

/** Headers about the connection or this moment, which the bare server's own HTTP stack sets for itself. */
const NOT_REPLAYED = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date']);

export function toBareAnswer(answer: CapturedAnswer): BareAnswer {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value !== undefined && !NOT_REPLAYED.has(name)) headers[name] = value;
  }
  return { status: answer.status, headers, body: answer.body.toString('base64') };
}

export function saveBareAnswers(file: string, answers: BareAnswers): void {
  fs.writeFileSync(file, JSON.stringify(answers));
}

export function loadBareAnswers(file: string): Map<string, { status: number; headers: Record<string, string | string[]>; body: Buffer }> {
  const answers = JSON.parse(fs.readFileSync(file, 'utf8')) as BareAnswers;
  return new Map(Object.entries(answers).map(([path, answer]) => [path, { ...answer, body: Buffer.from(answer.body, 'base64') }]));
}

/** Where the bare server says it is ready. */
export const BARE_READY_PATH = '/bare-health';

/** Saves the answers and starts the bare Fastify server (bench/bare-server.ts) replaying them. */
export async function startBareServer(answersFile: string, answers: BareAnswers): Promise<ChildServer> {
  saveBareAnswers(answersFile, answers);
  const root = path.resolve(import.meta.dirname, '..');
  return startChildServer({
    name: 'bare server',
    args: ['--import', 'tsx', path.join(root, 'bench/bare-server.ts'), answersFile],
    env: {},
    cwd: root,
    readyPath: BARE_READY_PATH,
  });
}
