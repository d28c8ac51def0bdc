/**
 * A local stand-in for an OpenAI-compatible endpoint: POST /v1/chat/completions answered in the OpenAI
 * format, as told by the test (an answer, a delay, an error status), with every request kept for inspection.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatRequest {
  model: string;
  messages: Array<{ role: string; content: string }>;
  authorization?: string;
}

export interface StandInAnswer {
  /** The assistant's text. */
  content?: string;
  /** Wait this long before answering (a slow endpoint). */
  delayMs?: number;
  /** Answer with this HTTP status and an OpenAI error body instead. */
  status?: number;
}

export interface ChatStandIn {
  /** The base URL to configure (OPENAI_BASE_URL), ending in /v1. */
  baseUrl: string;
  requests: ChatRequest[];
  /** How the next requests are answered; tests may replace it. */
  answer: (request: ChatRequest) => StandInAnswer;
  close(): Promise<void>;
}

function completion(model: string, content: string, id: number) {
  return {
    id: `chatcmpl-stand-in-${id}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: 'stop' }],
    usage: { prompt_tokens: 100, completion_tokens: 40, total_tokens: 140 },
  };
}

export async function startChatStandIn(answer: ChatStandIn['answer']): Promise<ChatStandIn> {
  const standIn: ChatStandIn = { baseUrl: '', requests: [], answer, close: async () => {} };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const send = (status: number, body: unknown) => {
        if (response.destroyed) return;
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      };
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        send(404, { error: { message: 'Not found', type: 'invalid_request_error' } });
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatRequest;
      const chat: ChatRequest = { model: body.model, messages: body.messages, authorization: request.headers.authorization };
      standIn.requests.push(chat);
      const planned = standIn.answer(chat);
      const reply = () =>
        planned.status && planned.status !== 200
          ? send(planned.status, { error: { message: 'The stand-in was told to fail.', type: 'server_error' } })
          : send(200, completion(chat.model, planned.content ?? '', standIn.requests.length));
      if (planned.delayMs) setTimeout(reply, planned.delayMs).unref();
      else reply();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  standIn.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return standIn;
}

/** The article text a request asked about (the user message). */
export const articleOf = (request: ChatRequest): string => request.messages.find((message) => message.role === 'user')?.content ?? '';

/** Whether a request asks for a draft (title and description as JSON) rather than a summary. */
export const isDraftRequest = (request: ChatRequest): boolean =>
  request.messages.some((message) => message.role === 'system' && message.content.includes('JSON'));
