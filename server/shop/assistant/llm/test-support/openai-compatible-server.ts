import http from "node:http";
import type { AddressInfo } from "node:net";

/** One chat-completions request as the provider received it. */
export type ProviderRequest = {
  authorization: string | undefined;
  body: {
    model: string;
    messages: { role: string; content: unknown; tool_call_id?: string }[];
    tools?: { function: { name: string } }[];
    stream?: boolean;
  };
};

/** How the stand-in answers the n-th request: streamed text, a tool call, an HTTP error, silence, or a stream cut off. */
export type ProviderTurn =
  { text: string[] } | { toolCall: { name: string; arguments: Record<string, unknown> } } | { status: number } | { hang: true } | { textThenCut: string };

const chunk = (delta: Record<string, unknown>, finishReason: string | null = null) =>
  `data: ${JSON.stringify({ id: "chatcmpl-test", object: "chat.completion.chunk", created: 1, model: "test-model", choices: [{ index: 0, delta, finish_reason: finishReason }] })}\n\n`;

/**
 * A local server speaking the OpenAI chat-completions streaming API (server-sent events of
 * `chat.completion.chunk`): the one stand-in in these tests, for the outside AI service.
 */
export async function startOpenAiCompatibleServer(turns: ProviderTurn[]) {
  const requests: ProviderRequest[] = [];
  const server = http.createServer((request, response) => {
    let raw = "";
    request.on("data", (part) => (raw += part));
    request.on("end", () => {
      requests.push({ authorization: request.headers.authorization, body: JSON.parse(raw) });
      const turn = turns[requests.length - 1] ?? { text: ["(no more turns)"] };
      if ("status" in turn) {
        response.writeHead(turn.status, { "Content-Type": "application/json" });
        response.end(JSON.stringify({ error: { message: "The model is overloaded", type: "server_error" } }));
        return;
      }
      response.writeHead(200, { "Content-Type": "text/event-stream" });
      if ("hang" in turn) return;
      if ("textThenCut" in turn) {
        response.write(chunk({ role: "assistant", content: turn.textThenCut }));
        setTimeout(() => response.destroy(), 20);
        return;
      }
      if ("toolCall" in turn) {
        const call = {
          index: 0,
          id: `call_${requests.length}`,
          type: "function",
          function: { name: turn.toolCall.name, arguments: JSON.stringify(turn.toolCall.arguments) },
        };
        response.write(chunk({ role: "assistant", tool_calls: [call] }));
        response.write(chunk({}, "tool_calls"));
      } else {
        for (const [index, text] of turn.text.entries()) response.write(chunk(index === 0 ? { role: "assistant", content: text } : { content: text }));
        response.write(chunk({}, "stop"));
      }
      response.end("data: [DONE]\n\n");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
