// Issue #5's figures: uploads per second, the notice list's latency, and how many idle sockets one process holds.
import WebSocket from 'ws';
import { load, ms } from './measure';

type Add = (measure: string, value: string, note?: string) => void;

export async function platformExtras(url: string, token: string, userId: string, add: Add): Promise<void> {
  const headers = { 'x-access-token': token };

  // A 200 KB PDF-looking file (the type check reads the magic bytes).
  const body = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200 * 1024, 0x20)]);
  const upload = async () => {
    const form = new FormData();
    form.append('biz', 'bench');
    form.append('file', new Blob([body], { type: 'application/pdf' }), '监理月报.pdf');
    const res = await fetch(`${url}/devops/sys/common/upload`, { method: 'POST', headers, body: form });
    if (!(await res.json()).success) throw new Error('upload failed');
  };
  const up = await load(upload, 2, 5);
  add('上传吞吐（200 KB PDF，并发 2，5 s）', `${up.rps.toFixed(0)} 个/s`, `${((up.rps * body.length) / 1024 / 1024).toFixed(1)} MB/s，p99 ${ms(up.p99)}`);

  const notices = () => fetch(`${url}/devops/sys/annountCement/listByUser`, { headers }).then((r) => r.json());
  const nl = await load(notices, 10, 5);
  add('通知 listByUser（并发 10，5 s）', `${nl.rps.toFixed(0)} 次/s`, `p50 ${ms(nl.p50)}，p99 ${ms(nl.p99)}`);

  // Idle push sockets with the client's 20 s heartbeat; count how many stay open and answer.
  const target = 2000;
  const sockets: WebSocket[] = [];
  const rssBefore = await serverRss(url, headers);
  const wsUrl = `${url.replace(/^http/, 'ws')}/devops/websocket/${userId}`;
  for (let i = 0; i < target; i += 100) {
    await Promise.all(Array.from({ length: Math.min(100, target - i) }, () => new Promise<void>((resolve) => {
      const ws = new WebSocket(wsUrl, [token]);
      ws.on('open', () => { sockets.push(ws); resolve(); });
      ws.on('error', () => resolve());
    })));
  }
  const opened = sockets.length;
  // One heartbeat round over every socket: each must answer.
  let answered = 0;
  await Promise.all(sockets.map((ws) => new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 10_000);
    ws.once('message', () => { answered += 1; clearTimeout(timer); resolve(); });
    ws.send(JSON.stringify({ cmd: 'heartcheck' }));
  })));
  const rssAfter = await serverRss(url, headers);
  for (const ws of sockets) ws.terminate();
  const perSocket = rssBefore && rssAfter ? `，服务进程内存 ${rssBefore} → ${rssAfter} MB` : '';
  add(`空闲 WebSocket（目标 ${target}）`, `${opened} 个保持连接`, `${answered} 个应答心跳${perSocket}`);
}

async function serverRss(url: string, headers: Record<string, string>): Promise<number | undefined> {
  const res = await fetch(`${url}/devops/monitor/node`, { headers }).then((r) => r.json()).catch(() => null);
  const rss = res?.result?.rssMb;
  return typeof rss === 'number' ? rss : undefined;
}
