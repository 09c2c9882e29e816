import net from 'node:net';

export interface SlowLorisSocket {
  /** Milliseconds from opening until the server closed the socket; null while it is open. */
  closedAfterMs: number | null;
  /** What the server sent before closing (e.g. a 408), if anything. */
  answer: string;
  bytesSent: number;
}

/**
 * Opens `count` sockets that each start a request and then send one more header byte every
 * `everyMs`, never finishing the headers. stop() closes whatever is still open.
 */
export function slowLoris(port: number, count: number, everyMs = 1_000) {
  const prefix = 'GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ';
  const started = Date.now();
  const sockets = Array.from({ length: count }, () => {
    const state: SlowLorisSocket = { closedAfterMs: null, answer: '', bytesSent: 0 };
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(prefix);
      state.bytesSent = prefix.length;
    });
    const drip = setInterval(() => {
      if (socket.destroyed || !socket.writable || state.bytesSent === 0) return;
      socket.write('a');
      state.bytesSent += 1;
    }, everyMs);
    socket.on('data', (chunk) => {
      state.answer += chunk.toString('latin1');
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(drip);
      state.closedAfterMs = Date.now() - started;
    });
    return { state, socket, drip };
  });
  return {
    states: sockets.map((s) => s.state),
    openCount: () => sockets.filter((s) => s.state.closedAfterMs === null).length,
    stop() {
      for (const { socket, drip } of sockets) {
        clearInterval(drip);
        socket.destroy();
      }
    },
  };
}
