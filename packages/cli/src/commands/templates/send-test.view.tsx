import { Text } from "ink";
import type { TemplatesSendTestResult } from "./send-test.js";

/** Terminal view of `bulwark templates send-test`. */
export function TemplatesSendTestView({ result }: { result: TemplatesSendTestResult }) {
  return (
    <Text>
      Test email <Text bold>{result.subject}</Text> sent to <Text bold>{result.sentTo}</Text>
      {result.sendingProfileId
        ? ` through sending profile ${result.sendingProfileId}`
        : " with the platform's default settings"}
      .
    </Text>
  );
}
