import pino from "pino";
import { getEnv } from "./env.server";

function createLogger() {
  const env = getEnv();
  const pretty = env.NODE_ENV === "development";
  return pino({
    level: env.LOG_LEVEL,
    base: undefined,
    // Contact details never reach the logs, whatever a caller passes.
    redact: { paths: ["*.email", "*.phone", "*.name", "*.address", "*.password", "password"], censor: "[redacted]" },
    ...(pretty ? { transport: { target: "pino-pretty", options: { colorize: true, ignore: "pid,hostname" } } } : {}),
  });
}

let instance: pino.Logger | undefined;

export function getLogger(): pino.Logger {
  instance ??= createLogger();
  return instance;
}
