import dns from 'node:dns';
import net from 'node:net';
import pg from 'pg';
import { scrubSecrets } from './third-party-call';

export const CONNECT_TIMEOUT_MS = 5000;

export interface ConnectionTarget {
  dbType: string;
  host: string;
  port: number;
  database: string;
  username: string;
  password: string;
}

/** Link-local (cloud metadata lives at 169.254.169.254), unspecified and the IPv6 metadata address. */
export function isForbiddenAddress(address: string): boolean {
  let ip = address.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(ip);
  if (mapped) ip = mapped[1];
  if (net.isIPv4(ip)) return ip.startsWith('169.254.') || ip === '0.0.0.0';
  return /^fe[89ab][0-9a-f]?:/.test(ip) || ip === '::' || ip.startsWith('fd00:ec2::');
}

/**
 * Resolves the host once and answers the address to connect to (so a second lookup cannot be rebound to
 * another target), or a refusal reason.
 */
export async function resolveTarget(host: string): Promise<{ address: string } | { refused: string }> {
  let addresses: dns.LookupAddress[];
  try {
    addresses = await dns.promises.lookup(host, { all: true, verbatim: true });
  } catch {
    return { refused: `无法解析主机 ${host}` };
  }
  if (addresses.length === 0) return { refused: `无法解析主机 ${host}` };
  if (addresses.some((a) => isForbiddenAddress(a.address))) return { refused: '不允许连接链路本地或云元数据地址' };
  return { address: addresses[0].address };
}

/**
 * The driver's failure as the administrator reads it: the usual causes in Chinese (refused, timed out, wrong
 * password, no such database, address not allowed by the server), anything else as the driver said it.
 */
export function connectionReason(err: unknown, target: Pick<ConnectionTarget, 'host' | 'port' | 'database' | 'username'>): string {
  const e = (err ?? {}) as { code?: string; message?: string };
  const message = e.message ?? '';
  switch (e.code) {
    case 'ECONNREFUSED': return `连接被拒绝：${target.host}:${target.port} 上没有数据库服务在监听`;
    case 'ETIMEDOUT': case 'ECONNRESET': return `连接 ${target.host}:${target.port} 超时或被中断，请检查网络与防火墙`;
    case 'EHOSTUNREACH': case 'ENETUNREACH': return `无法到达主机 ${target.host}，请检查网络`;
    case '28P01': return `用户名或密码错误（用户 ${target.username}）`;
    case '3D000': return `数据库 ${target.database} 不存在`;
    case '28000': return '数据库服务器不允许此地址或用户连接（pg_hba.conf）';
    case '53300': return '数据库连接数已满，请稍后再试';
    default:
      if (/timeout/i.test(message)) return `连接 ${target.host}:${target.port} 超时（${CONNECT_TIMEOUT_MS / 1000} 秒内无响应）`;
      return message || '未知错误';
  }
}

/**
 * Opens one PostgreSQL connection with a 5 s limit and runs `SELECT 1`. Answers null on success or the
 * reason (in Chinese where it is a usual one) with the password removed. Other database types are stored but cannot be tested here.
 */
export async function tryConnect(target: ConnectionTarget): Promise<string | null> {
  if (target.dbType !== 'postgresql') return `暂不支持测试 ${target.dbType} 类型的数据源`;
  const resolved = await resolveTarget(target.host);
  if ('refused' in resolved) return resolved.refused;
  const client = new pg.Client({
    host: resolved.address, port: target.port, database: target.database, user: target.username,
    // A function, so an empty password stays empty instead of falling back to PGPASSWORD or ~/.pgpass.
    password: () => target.password,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS, query_timeout: CONNECT_TIMEOUT_MS, statement_timeout: CONNECT_TIMEOUT_MS,
    application_name: 'platform-datasource-test',
  });
  // A dropped connection after the test would otherwise surface as an unhandled 'error' event.
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('SELECT 1');
    return null;
  } catch (err) {
    return scrubSecrets(connectionReason(err, target), [target.password]).slice(0, 300);
  } finally {
    await client.end().catch(() => undefined);
  }
}
