/**
 * The chat question sets (tests/chat-eval) through POST /api/chat with the
 * built-in assistant: the route validates, counts, and streams the reply,
 * and each reply is judged as bench/chat-eval.ts (and the shared run.mjs)
 * judge it. The shared set must be answered right in full, the others to
 * their targets (bench/chat-eval.ts).
 */
import { describe, expect, it } from "vitest";
import { createSseParser } from "~/lib/sse";
import type { ChatMessage } from "~/lib/chat";
import { action } from "~/routes/api.chat";
import { askBuiltin, type EvalSetName, loadEvalSet, scoreSet, TARGETS } from "../../bench/chat-eval";
import { setupAppDatabase } from "./db";
import { asRoute, context, jsonPost } from "./staff-helpers";

setupAppDatabase();

const chatAction = asRoute(action);

async function askRoute(messages: ChatMessage[], i: number): Promise<string> {
  // Each question from its own address, so the per-client chat limit does not interfere.
  const response = await chatAction({
    request: jsonPost("/api/chat", { messages }),
    context: context(`198.51.100.${(i % 250) + 1}`),
    params: {},
  });
  if (response.status !== 200) throw new Error(`HTTP ${response.status}: ${await response.text()}`);
  const parsed = createSseParser().push(await response.text());
  expect(parsed.done).toBe(true);
  return parsed.deltas.join("");
}

describe("chat question sets", () => {
  it("the shared set through POST /api/chat: every question answered right", async () => {
    const result = await scoreSet(loadEvalSet("shared"), askRoute);
    const report = result.failures.map((f) => `${f.q}: ${f.why} — ${f.reply}`).join("\n");
    expect(result.failures, report).toEqual([]);
    // The built-in assistant streams with a short pause between pieces: about a third of a second a question.
  }, 120_000);

  // The other sets ask the same provider in process, without the pauses, to keep CI quick.
  it.each<EvalSetName>([
    "held-out",
    "held-out-2",
    "held-out-3",
    "held-out-4",
    "held-out-5",
    "held-out-6",
    "held-out-7",
    "held-out-8",
    "held-out-9",
    "held-out-10",
    "held-out-13",
    "held-out-14",
    "held-out-15",
    // Reached the target in round 4 (decision 113's amendment), held-out-16 to -18 tuned on.
    "held-out-16",
    "held-out-17",
    "held-out-18",
    // Never tuned on: its first run on round 4 was 39 of 42.
    "held-out-19",
    // Reached the target in decision 114's round (tuned on: held-out-23 and -24, and these misses).
    "held-out-11",
    "held-out-12",
    "held-out-20",
    "held-out-21",
    "held-out-22",
    "held-out-23",
    "held-out-27",
    "held-out-29",
    "held-out-37",
    // Never tuned on: decision 114's final measure, its first run 41 of 43.
    "held-out-39",
    // Reached the target in decision 115's work (tuned on, or held at its level since).
    "held-out-24",
    "held-out-26",
    "held-out-28",
    "held-out-30",
    "held-out-31",
    "held-out-32",
    "held-out-33",
    "held-out-34",
    "held-out-35",
    "held-out-36",
    "held-out-38",
    "held-out-40",
    "held-out-41",
    "held-out-42",
    "held-out-45",
    "held-out-46",
    "held-out-49",
    "held-out-50",
    "held-out-53",
    "held-out-54",
    "held-out-56",
    "held-out-57",
    "held-out-58",
    "held-out-59",
    "held-out-61",
    "held-out-62",
    "held-out-65",
    "held-out-66",
    // Decision 115's second measure (first run 39 of 43), tuned on since.
    "held-out-69",
    "held-out-70",
    "held-out-71",
    // Decision 115's third measure (first run 39 of 43), tuned on since.
    "held-out-73",
    // Never tuned on: decision 115's last measure, its first run 39 of 43.
    "held-out-77",
    // Reached the target in decision 116's work (tuned on since their first runs).
    "held-out-43",
    "held-out-47",
    "held-out-51",
    "held-out-52",
    "held-out-67",
    "held-out-68",
    "held-out-75",
    "held-out-76",
    "held-out-78",
    "held-out-79",
    "held-out-80",
    "held-out-81",
    "held-out-82",
    "held-out-83",
    "held-out-84",
    "held-out-85",
    "held-out-86",
    "held-out-88",
    "held-out-89",
    "held-out-90",
    "held-out-91",
    "held-out-92",
    "held-out-93",
    "held-out-94",
    "held-out-95",
    "held-out-96",
    "held-out-97",
    "held-out-98",
    "held-out-99",
    "held-out-100",
    "held-out-101",
    "held-out-102",
    "held-out-103",
    "held-out-104",
    "held-out-105",
    "held-out-106",
    "held-out-107",
    "held-out-108",
    // Never tuned on: decision 116's last measure, first runs 43 and 41 of 43.
    "held-out-109",
    "held-out-110",
    // Decision 117's sets: -113 to -128 tuned on; -129 never tuned on (its last measure, first run 39 of 43).
    "held-out-113",
    "held-out-114",
    "held-out-115",
    "held-out-116",
    "held-out-117",
    "held-out-118",
    "held-out-119",
    "held-out-120",
    "held-out-121",
    "held-out-122",
    "held-out-123",
    "held-out-124",
    "held-out-125",
    "held-out-126",
    "held-out-127",
    "held-out-128",
    "held-out-129",
    // Decision 117's last measure (first runs on 5c46cf5: 38, 36, 36), tuned on in decision 118.
    "held-out-130",
    "held-out-131",
    "held-out-132",
    // Decision 118's sets at the target: -133 to -148 tuned on; -149 and -151 never tuned on (its last measure).
    "held-out-133",
    "held-out-134",
    "held-out-135",
    "held-out-136",
    "held-out-137",
    "held-out-138",
    "held-out-139",
    "held-out-140",
    "held-out-142",
    "held-out-143",
    "held-out-145",
    "held-out-149",
    "held-out-151",
    // Reached the target in decision 119's work (held at their recorded scores before it).
    "held-out-25",
    "held-out-44",
    "held-out-48",
    "held-out-63",
    "held-out-64",
    "held-out-72",
    "held-out-74",
    "held-out-87",
    "held-out-111",
    "held-out-112",
    "held-out-141",
    "held-out-144",
    "held-out-146",
    "held-out-147",
    "held-out-148",
    "held-out-150",
    "held-out-152",
    // Decision 119's sets at the target: -153 to -156 tuned on; -159 never tuned on (its measure); -160
    // tuned on after its measure.
    "held-out-153",
    "held-out-154",
    "held-out-155",
    "held-out-156",
    "held-out-159",
    "held-out-160",
    // Reached the target in decision 120's work: -55 and -157, -158 (held at their recorded scores
    // before it), and decision 120's tuning sets -161 to -164 (first runs: 36, 41, 34, 37).
    "held-out-55",
    "held-out-157",
    "held-out-158",
    "held-out-161",
    "held-out-162",
    "held-out-163",
    "held-out-164",
    // Decision 120's kept-back sets, tuned on after their measure (first runs: 41, 37, 33, 41), and
    // -60, which reached the target in its last round.
    "held-out-165",
    "held-out-166",
    "held-out-168",
    "held-out-60",
    // Decision 122's tuning sets (first runs on da11945: 38, 36, 30, 38).
    "held-out-169",
    "held-out-170",
    "held-out-171",
    "held-out-172",
    // Decision 122's kept-back sets, tuned on after their measure (first runs on 266c270: 34, 34, 31,
    // 36), and its last kept-back set to reach the target on its first run (-177, 40 of 43).
    "held-out-173",
    "held-out-174",
    "held-out-175",
    "held-out-176",
    "held-out-177",
    "dev",
    "dev-2",
    "dev-3",
  ])("%s set: at or above its target", async (name) => {
    const result = await scoreSet(loadEvalSet(name), askBuiltin);
    const report = result.failures.map((f) => `${f.q}: ${f.why} — ${f.reply}`).join("\n");
    expect(result.passed / result.total, report).toBeGreaterThanOrEqual(TARGETS[name]);
  });

  // Sets the assistant does not yet answer to the 90% target (decision 113): each is held at what
  // it scored when recorded, so a change that loses one of its questions is seen.
  it.each<[EvalSetName, number]>([
    // Decision 120's kept-back set on the journey from enquiry to after-care: 33 of 43 on its first
    // run, 37 after the last round tuned on it.
    ["held-out-167", 37],
    // Decision 122's last kept-back sets, at their first runs on fe93813 (the end of its work) until tuned.
    ["held-out-178", 38],
    ["held-out-179", 28],
    ["held-out-180", 37],
  ])("%s set: no lower than its recorded %i", async (name, recorded) => {
    const result = await scoreSet(loadEvalSet(name), askBuiltin);
    const report = result.failures.map((f) => `${f.q}: ${f.why} — ${f.reply}`).join("\n");
    expect(result.passed, report).toBeGreaterThanOrEqual(recorded);
  });
});
