// The browser tests drive Debian's Chromium. Install it when we can (root + apt-get), else say in one line what to run.
import fs from 'node:fs';
import { spawnSync } from 'node:child_process';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(CHROMIUM)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    console.error('缺少 Chromium：请先运行  sudo apt-get install -y chromium fonts-noto-cjk  （或设置 CHROMIUM_PATH）');
    process.exit(1);
  }
  console.log('正在安装 Debian 的 chromium（浏览器测试需要）…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install = update.status === 0
    ? spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-noto-cjk'], { stdio: 'inherit', env })
    : update;
  if (install.status !== 0 || !fs.existsSync(CHROMIUM)) {
    console.error('安装 Chromium 失败：请手动运行  apt-get install -y chromium fonts-noto-cjk');
    process.exit(1);
  }
}
