// Debian's nginx in front of api nodes, as a deployment would run it, confined to a temp dir.
import { spawn } from 'node:child_process';
import {
  accessSync,
  chmodSync,
  constants,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

/** The cookie nginx hashes to choose an api node (see `nginxConfig`). */
export const NODE_COOKIE = 'ams_node';

/** The response header naming the node that answered (`host:port`, or a list after a retry). */
export const UPSTREAM_HEADER = 'x-upstream';

export interface Nginx {
  url: string;
  pid: number;
  /** nginx's error log, for a failure message. */
  errors(): string;
  stop(): Promise<void>;
}

/**
 * The site config: one upstream of api nodes, sticky by the `ams_node` cookie, which nginx issues
 * (a random `$request_id`) to a browser that has none; Socket.IO's polling needs every request of
 * a session on one node. Not `ip_hash`: it keys on the client address, so every browser behind one
 * NAT (and every client of this test, all on 127.0.0.1) would land on one node. `consistent`
 * hashing moves only a dead node's browsers. A refused connection is retried on the next node
 * (`proxy_next_upstream`), so when a node dies its browsers reconnect to a live one; the Redis
 * adapter carries events between nodes. Connections to the nodes are kept alive and reused.
 * `X-Upstream` (which node answered) is for the test only.
 */
export function nginxConfig(dir: string, port: number, nodes: string[]): string {
  return `worker_processes 1;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;

  # Only a WebSocket handshake asks a node to upgrade the connection; any other request leaves
  # it open for the next (upstream keepalive).
  map $http_upgrade $connection_upgrade {
    default upgrade;
    '' '';
  }

  map $cookie_${NODE_COOKIE} $sticky_key {
    '' $request_id;
    default $cookie_${NODE_COOKIE};
  }
  map $cookie_${NODE_COOKIE} $sticky_cookie {
    '' "${NODE_COOKIE}=$request_id; Path=/; HttpOnly; SameSite=Lax";
    default '';
  }

  upstream api {
    hash $sticky_key consistent;
${nodes.map((node) => `    server ${node} max_fails=1 fail_timeout=10s;`).join('\n')}
    # Idle connections kept to the nodes (60 s; a node keeps one 65 s): a beacon or an API call
    # does not open a new connection each.
    keepalive 32;
  }

  server {
    listen 127.0.0.1:${port};
    add_header Set-Cookie $sticky_cookie always;
    add_header X-Upstream $upstream_addr always;

    proxy_http_version 1.1;
    proxy_set_header Upgrade $http_upgrade;
    proxy_set_header Connection $connection_upgrade;
    # With its port: the api compares a browser's Origin with Host.
    proxy_set_header Host $http_host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_connect_timeout 1s;
    proxy_next_upstream error timeout;
    proxy_next_upstream_tries ${nodes.length};
    # The app takes an upload of up to 8 MB (AVATAR_UPLOAD_LIMITS) to answer one past 2 MB with its own
    # message; nginx's default (1 MB) would refuse it with a bare 413 page.
    client_max_body_size 9m;
    # The page's Content-Security-Policy names every website's origin (their images): about 30 bytes
    # each, past nginx's 4 KB header buffer at ~130 websites (a 502). Room for ~2,000.
    proxy_buffer_size 64k;
    proxy_buffers 8 64k;
    proxy_busy_buffers_size 128k;

    # The SPA and /api.
    location / {
      proxy_pass http://api;
    }
    location /socket.io/ {
      proxy_pass http://api;
      proxy_read_timeout 1h;
    }
  }
}
`;
}

/** nginx from PATH or Debian's /usr/sbin (not on a plain user's PATH). */
function nginxBinary(): string {
  const dirs = [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin'];
  for (const dir of dirs.filter(Boolean)) {
    try {
      accessSync(join(dir, 'nginx'), constants.X_OK);
      return join(dir, 'nginx');
    } catch {
      // not in this directory
    }
  }
  throw new Error('nginx is not installed: `apt-get install -y nginx` (.ci/run does).');
}

/** Starts nginx on `port` in front of `nodes` (`host:port`); resolves once it answers. */
export async function startNginx(port: number, nodes: string[]): Promise<Nginx> {
  const dir = mkdtempSync(join(tmpdir(), 'ams-nginx-'));
  // Run as root, nginx's workers are `nobody`: they must reach the temp paths inside.
  chmodSync(dir, 0o755);
  writeFileSync(join(dir, 'nginx.conf'), nginxConfig(dir, port, nodes));
  const errorLog = join(dir, 'error.log');
  const child = spawn(
    nginxBinary(),
    [
      '-p',
      dir,
      '-c',
      join(dir, 'nginx.conf'),
      // -e: the log for start-up errors too, instead of /var/log/nginx.
      '-e',
      errorLog,
      '-g',
      `daemon off; pid ${join(dir, 'nginx.pid')}; error_log ${errorLog};`,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const errors = () => {
    try {
      return output + readFileSync(errorLog, 'utf8');
    } catch {
      return output;
    }
  };
  const nginx: Nginx = {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    errors,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null || Date.now() > deadline) {
      const log = errors();
      await nginx.stop();
      throw new Error(`nginx did not start:\n${log}`);
    }
    const answered = await fetch(`${nginx.url}/api/health`).then(
      async (res) => {
        await res.arrayBuffer();
        // A node answered (nginx names the upstream it tried on its own 502 too).
        return res.ok && res.headers.has(UPSTREAM_HEADER);
      },
      () => false,
    );
    if (answered) return nginx;
    await new Promise((r) => setTimeout(r, 100));
  }
}
