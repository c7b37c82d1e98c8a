// Debian's nginx, run as the current user from a temporary directory, in front of two Groundwork instances: it
// terminates TLS and passes requests on over plain HTTP with X-Forwarded-*, as a production proxy does.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';

export const NGINX_PATH = process.env.NGINX_PATH || '/usr/sbin/nginx';

/** The request header that pins a request to one instance (`a` or `b`); without it, requests are balanced. */
export const INSTANCE_HEADER = 'x-groundwork-instance';
/** The response header naming the instance that answered (nginx's `$upstream_addr`). */
export const SERVED_BY_HEADER = 'x-served-by';

export interface Proxy {
  port: number;
  /** nginx's error log, for failures. */
  errorLog: string;
  stop(): Promise<void>;
}

export interface ProxyOptions {
  dir: string;
  port: number;
  /** Ports of instance a and instance b (plain HTTP on 127.0.0.1). */
  instancePorts: [number, number];
  certFile: string;
  keyFile: string;
}

export function nginxConfig(options: ProxyOptions): string {
  const {
    dir,
    port,
    instancePorts: [a, b],
  } = options;
  const at = (name: string) => path.join(dir, name);
  return `
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
daemon off;
pid ${at('nginx.pid')};
error_log ${at('error.log')} info;
events { worker_connections 512; }
http {
  access_log ${at('access.log')};
  client_body_temp_path ${at('body')};
  proxy_temp_path ${at('proxy')};
  fastcgi_temp_path ${at('fastcgi')};
  uwsgi_temp_path ${at('uwsgi')};
  scgi_temp_path ${at('scgi')};
  upstream instance_a { server 127.0.0.1:${a}; keepalive 8; }
  upstream instance_b { server 127.0.0.1:${b}; keepalive 8; }
  upstream both { server 127.0.0.1:${a}; server 127.0.0.1:${b}; keepalive 8; }
  map $http_${INSTANCE_HEADER.replace(/-/g, '_')} $groundwork_backend { a instance_a; b instance_b; default both; }
  server {
    listen 127.0.0.1:${port} ssl;
    server_name localhost;
    ssl_certificate ${options.certFile};
    ssl_certificate_key ${options.keyFile};
    client_max_body_size 50m;
    location / {
      proxy_pass http://$groundwork_backend;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      # The instances take the last entry, the one this proxy writes, as the client (what a client sends is dropped here).
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-Host $http_host;
      proxy_read_timeout 1h;
      add_header ${SERVED_BY_HEADER} $upstream_addr always;
    }
  }
}
`;
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

/** Writes the configuration under `dir`, starts nginx in the foreground and waits until it listens. */
export async function startProxy(options: ProxyOptions): Promise<Proxy> {
  if (!existsSync(NGINX_PATH)) throw new Error(`nginx is not installed at ${NGINX_PATH} (apt-get install nginx; .ci/run does)`);
  mkdirSync(options.dir, { recursive: true });
  const conf = path.join(options.dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig(options));
  const errorLog = path.join(options.dir, 'error.log');
  const child: ChildProcess = spawn(NGINX_PATH, ['-p', options.dir, '-c', conf, '-e', errorLog], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 10_000;
  while (!(await listening(options.port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      const log = existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : '(no log)';
      throw new Error(`nginx did not start on port ${options.port}:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port: options.port,
    errorLog,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGQUIT');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(timer);
      }
    },
  };
}
