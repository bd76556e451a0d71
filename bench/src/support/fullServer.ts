import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** the consultant gatewayServer.ts provisions in its 'full' mode */
export const FULL_EMAIL = 'bench@example.com';
export const FULL_PASSWORD = 'bench-secret';

const serverScript = fileURLToPath(new URL('./gatewayServer.ts', import.meta.url));

/** the server's process.memoryUsage(), and with --expose-gc the heap in use right after a full collection */
export type Memory = NodeJS.MemoryUsage & { liveHeap: number | null };

export type FullServer = {
  url: string;
  /** the server process's id (its CPU time is in /proc/<pid>/stat) */
  pid: number;
  /** the server process's memory as it reports it (rss, heapTotal, heapUsed, external, arrayBuffers) */
  memory(): Promise<Memory>;
  stop(): Promise<void>;
};

/** the product in its own process (as `npm start` runs it), so the load generator does not share its event loop */
export const startFullServer = (databaseUrl: string, extraArgs: string[] = [], mode: 'full' | 'demo' = 'full'): Promise<FullServer> =>
  new Promise((resolve, reject) => {
    const child: ChildProcess = fork(serverScript, [mode], {
      env: { ...process.env, BENCH_DATABASE_URL: databaseUrl },
      // BENCH_SERVER_ARGS: Node flags for the server only (e.g. --cpu-prof --cpu-prof-dir=/tmp/prof to see where its time goes)
      execArgv: [...process.execArgv, ...extraArgs, ...(process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean)],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    child.once('exit', (code) => reject(new Error(`the server exited with code ${String(code)} before listening`)));
    const waiting: Array<(memory: Memory) => void> = [];
    child.on('message', (message) => {
      const { url, memory, liveHeap } = message as { url?: string; memory?: NodeJS.MemoryUsage; liveHeap?: number | null };
      if (memory) waiting.shift()?.({ ...memory, liveHeap: liveHeap ?? null });
      if (!url) return;
      resolve({
        url,
        pid: child.pid!,
        memory: () =>
          new Promise<Memory>((answer) => {
            if (!child.connected) throw new Error('the server is gone');
            waiting.push(answer);
            child.send('memory');
          }),
        stop: async () => {
          child.send('stop');
          const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
          await exited;
          clearTimeout(timer);
        },
      });
    });
  });

/** signs the bench consultant in and answers a bearer token */
export const signIn = async (url: string): Promise<string> => {
  const answer = await fetch(`${url}/api/v1/auth/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: FULL_EMAIL, password: FULL_PASSWORD }),
  });
  if (answer.status !== 200) throw new Error(`signing in answered ${answer.status}`);
  return ((await answer.json()) as { access_token: string }).access_token;
};

export const createWorkspace = async (url: string, token: string, name: string): Promise<string> => {
  const answer = await fetch(`${url}/api/v1/workspaces`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name, additional_info: { formation_type: 2 } }),
  });
  if (answer.status !== 201) throw new Error(`creating a workspace answered ${answer.status}`);
  return ((await answer.json()) as { id: string }).id;
};

export const participantCount = async (url: string, token: string, workspaceId: string): Promise<number> => {
  const answer = await fetch(`${url}/api/v1/participants/by-workspace`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ workspace_id: workspaceId, limit: 1 }),
  });
  return ((await answer.json()) as { all_count: number }).all_count;
};
