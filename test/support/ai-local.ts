/**
 * `npm run ai:local`: the local servers the tests use, for trying providers without a paid key.
 * Starts one server speaking the OpenAI Chat Completions protocol and one speaking DeepL's, and
 * prints the provider settings to enter on /apps/providers/list. Ctrl+C stops them.
 *
 * Ports: AI_LOCAL_OPENAI_PORT (default 4010) and AI_LOCAL_DEEPL_PORT (default 4020). The app must
 * be allowed to call private addresses (OUTBOUND_ALLOW_PRIVATE=true) to reach them on 127.0.0.1.
 */
import { startDeepLServer, startOpenAiServer } from './provider-servers';

async function main() {
  const openai = await startOpenAiServer({
    port: Number(process.env.AI_LOCAL_OPENAI_PORT ?? 4010),
    apiKey: 'sk-local-openai',
  });
  const deepl = await startDeepLServer({
    port: Number(process.env.AI_LOCAL_DEEPL_PORT ?? 4020),
    apiKey: 'local-deepl:fx',
  });
  const lines = [
    'Local provider servers are running (Ctrl+C stops them).',
    '',
    'AI provider (Providers → Add provider):',
    '  Name: local-openai    Pretty name: Local OpenAI',
    '  Type: AI              Protocol: OpenAI-compatible',
    `  Base URL: ${openai.baseUrl}`,
    `  API key: ${openai.apiKey}`,
    `  Services (model): ${openai.models.join(', ')}`,
    '',
    'Translation provider:',
    '  Name: local-deepl     Pretty name: Local DeepL',
    '  Type: Translation     Protocol: DeepL',
    `  Base URL: ${deepl.baseUrl}`,
    `  API key: ${deepl.apiKey}`,
    '  Service (model): default',
    '',
    'The app reaches them only with OUTBOUND_ALLOW_PRIVATE=true (they listen on 127.0.0.1).',
    'The AI server answers "Echo: <your prompt>", streaming word by word; the DeepL server',
    'translates a few words (hello, world, news, good morning) into de, it and fr.',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  const stop = () => {
    void Promise.all([openai.close(), deepl.close()]).then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
