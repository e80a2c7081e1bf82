/**
 * npm run bench:chat [-- --url http://127.0.0.1:4200] [--sets shared,held-out]
 *
 * Scores the chat assistant on the question sets in tests/chat-eval and
 * prints the share answered right per set, with every wrong answer. Without
 * --url it asks the built-in assistant in this process; with --url it asks a
 * running server's /api/chat, so an OpenAI-compatible provider can be
 * measured too: start the server with AI_BASE_URL, AI_API_KEY, AI_MODEL and
 * TRUST_PROXY=1 (each question comes from its own X-Forwarded-For address).
 * Exits non-zero when a set misses its target (100% shared, 90% held out).
 */
import { parseArgs } from "node:util";
import { EVAL_SETS, type EvalSetName, runChatBench } from "./chat-eval";

const { values } = parseArgs({
  options: { url: { type: "string" }, sets: { type: "string", default: Object.keys(EVAL_SETS).join(",") } },
});
const sets = values.sets.split(",").map((s) => s.trim());
for (const s of sets) if (!Object.hasOwn(EVAL_SETS, s)) throw new Error(`--sets: unknown set ${s}`);

const result = await runChatBench({ baseUrl: values.url, sets: sets as EvalSetName[] });
console.log(result.markdown);
if (!result.ok) process.exitCode = 1;
