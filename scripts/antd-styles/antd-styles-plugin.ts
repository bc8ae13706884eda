import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import type { Plugin } from 'vite';

interface Sheets { motion: string; reducedMotion: string }

/** Runs the renderer in its own Node process: it needs NODE_ENV=production and a JSX loader, which the build has not. */
function renderSheets(root: string): Promise<Sheets> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/antd-styles/render-antd-styles.tsx')], {
      cwd: root, env: { ...process.env, NODE_ENV: 'production' }, stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (d: Buffer) => out.push(d));
    child.stderr.on('data', (d: Buffer) => err.push(d));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(JSON.parse(Buffer.concat(out).toString('utf8')) as Sheets);
      else reject(new Error(`antd 样式预渲染失败（退出码 ${code}）：\n${Buffer.concat(err).toString('utf8')}`));
    });
  });
}

/**
 * antd's component styles for the app's default theme as two stylesheets, one for users who want motion and one for
 * those who asked for less; each link carries its media query, so the browser applies only the user's one. The links
 * come before the app's own stylesheets, which override antd as they do when antd inserts its styles itself. A user
 * with another primary colour gets what antd computes at run time, as before.
 */
export function antdStyles(): Plugin {
  let root = process.cwd();
  let production = true;
  let pending: Promise<Sheets> | undefined;
  const files: { href: string; media: string }[] = [];
  return {
    name: 'platform-antd-styles',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      // antd names its classes differently outside production: sheets rendered for production would match nothing.
      production = config.isProduction;
    },
    buildStart() {
      if (!production) return;
      // Rendered beside the bundling, on the other core.
      pending = renderSheets(root);
      pending.catch(() => undefined);
    },
    async renderStart() {
      files.length = 0;
      if (!pending) return;
      const sheets = await pending;
      for (const [css, variant, media] of [
        [sheets.motion, 'motion', '(prefers-reduced-motion: no-preference)'],
        [sheets.reducedMotion, 'reduced-motion', '(prefers-reduced-motion: reduce)'],
      ] as const) {
        // Eight characters, as Vite names its chunks: the server sends such hashed files as immutable.
        const hash = crypto.createHash('sha256').update(css).digest('hex').slice(0, 8);
        const fileName = `assets/antd-${variant}-${hash}.css`;
        this.emitFile({ type: 'asset', fileName, source: css });
        files.push({ href: `/${fileName}`, media });
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.filename.endsWith(`${path.sep}index.html`)) return html;
        const links = files.map(({ href, media }) => `<link rel="stylesheet" crossorigin href="${href}" media="${media}">\n    `).join('');
        // Before the app's own stylesheets, which override antd's rules.
        const at = html.search(/<link rel="stylesheet"|<\/head>/);
        return `${html.slice(0, at)}${links}${html.slice(at)}`;
      },
    },
  };
}
