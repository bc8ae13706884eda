import fs from 'node:fs';
import path from 'node:path';

/**
 * The newest SMS code the demo server "sent" to a number: it has no gateway, so each code is appended to
 * DATA_DIR/dev-outbox/sms.log (see README). Waits a little for the line to arrive.
 */
export async function smsCodeFor(dataDir: string, mobile: string, timeoutMs = 10_000): Promise<string> {
  const file = path.join(dataDir, 'dev-outbox', 'sms.log');
  const until = Date.now() + timeoutMs;
  for (;;) {
    const lines = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim().split('\n').filter(Boolean) : [];
    const sent = lines.map((l) => JSON.parse(l) as { mobile: string; code: string }).filter((m) => m.mobile === mobile).at(-1);
    if (sent) return sent.code;
    if (Date.now() > until) throw new Error(`no SMS code for ${mobile} in ${file}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
