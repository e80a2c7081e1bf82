import { z } from "zod";
import { CHAT_LIMITS, type ChatMessage } from "~/lib/chat";
import { chatMessageSchema } from "~/lib/lead-schema";
import { ChatError } from "./errors.server";

/** `{messages:[{role, content}]}`: 1-20 messages, the last one the visitor's and not blank (spec §3, §5). */
export const chatRequestSchema = z.object({
  messages: z
    .array(chatMessageSchema, { error: "messages must be a list of {role, content}" })
    .min(1, "messages must not be empty")
    .max(CHAT_LIMITS.messages, `At most ${CHAT_LIMITS.messages} messages`)
    .refine((m) => m.at(-1)?.role === "user", "The last message must be the visitor's")
    .refine((m) => (m.at(-1)?.content.trim() ?? "") !== "", "The last message must not be empty"),
});

export function parseChatRequest(raw: unknown): ChatMessage[] {
  const result = chatRequestSchema.safeParse(raw);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue && issue.path.length > 0 ? `${issue.path.join(".")}: ` : "";
    throw new ChatError(400, `${where}${issue?.message ?? "Invalid chat request"}`);
  }
  return result.data.messages;
}
