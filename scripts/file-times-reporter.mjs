// A Vitest reporter that writes how long each test file took, all in — environment, setup, import and every test
// and hook (a server file's database start-up sits in its beforeAll) — so `npm test` can name the slowest files.
import fs from 'node:fs';
import path from 'node:path';

export default class FileTimesReporter {
  constructor(options = {}) {
    this.outputFile = options.outputFile ?? 'test-results/file-times.json';
  }

  onTestRunEnd(testModules) {
    const times = testModules.map((m) => {
      const d = m.diagnostic();
      return { name: m.moduleId, ms: d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration };
    });
    fs.mkdirSync(path.dirname(this.outputFile), { recursive: true });
    fs.writeFileSync(this.outputFile, JSON.stringify(times));
  }
}
