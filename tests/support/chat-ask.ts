/**
 * Asking the built-in assistant in the chat's unit tests: a question after an optional history,
 * the check that questions get the offer of a call, and one turn of a conversation.
 */
import { expect } from "vitest";
import { assistantCopy } from "~/content/chat";
import type { ChatMessage } from "~/lib/chat";
import { composeReply } from "~/server/chat/builtin.server";

export const ask = (content: string, history: ChatMessage[] = []) =>
  composeReply([...history, { role: "user", content }]);

/** Each question gets the offer of a call: the site does not describe what it asks. */
export const expectHandOffs = (questions: string[]) => {
  for (const question of questions) expect(ask(question), question).toContain(assistantCopy.offerCall);
};

/** A visitor's question and our reply, as the history of a follow-up. */
export const turn = (user: string, assistant: string): ChatMessage[] => [
  { role: "user", content: user },
  { role: "assistant", content: assistant },
];
