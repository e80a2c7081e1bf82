import { z } from "zod";
import { CHAT_LIMITS, type ChatMessage } from "~/lib/chat";
import { chatMessageSchema } from "~/lib/lead-schema";

/** `{messages:[{role, content}]}`: 1-20 messages, the last one the visitor's and not blank (docs/product.md §3.2, §5.2). */
export const chatRequestSchema = z.object({
  messages: z
    .array(chatMessageSchema, { error: "messages must be a list of {role, content}" })
    .min(1, "messages must not be empty")
    .max(CHAT_LIMITS.messages, `At most ${CHAT_LIMITS.messages} messages`)
    .refine((m) => m.at(-1)?.role === "user", "The last message must be the visitor's")
    .refine((m) => (m.at(-1)?.content.trim() ?? "") !== "", "The last message must not be empty"),
});

export type ParsedChatRequest = { ok: true; messages: ChatMessage[] } | { ok: false; error: string };

/** Validates a chat request; a failure says what is wrong and where. */
export function parseChatRequest(raw: unknown): ParsedChatRequest {
  const result = chatRequestSchema.safeParse(raw);
  if (result.success) return { ok: true, messages: result.data.messages };
  const issue = result.error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join(".")}: ` : "";
  return { ok: false, error: `${where}${issue?.message ?? "Invalid chat request"}` };
}
