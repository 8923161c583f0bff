/** Progress on stderr: a redrawn bar on a TTY, otherwise a plain line every 10% (logs stay readable). */
export class Progress {
  readonly #total: number;
  readonly #stream: NodeJS.WriteStream;
  readonly #tty: boolean;
  readonly #started = performance.now();
  #lastDraw = 0;
  #lastDecile = 0;

  constructor(total: number, stream: NodeJS.WriteStream = process.stderr) {
    this.#total = total;
    this.#stream = stream;
    this.#tty = stream.isTTY === true;
  }

  tick(done: number): void {
    if (this.#total === 0) return;
    if (this.#tty) {
      const now = performance.now();
      if (done < this.#total && now - this.#lastDraw < 100) return;
      this.#lastDraw = now;
      const width = 30;
      const filled = Math.round((done / this.#total) * width);
      const rate = done / Math.max(0.001, (now - this.#started) / 1000);
      this.#stream.write(`\r\x1b[K[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${this.#total} ${rate.toFixed(0)} rows/s`);
      if (done === this.#total) this.#stream.write('\n');
      return;
    }
    const decile = Math.floor((done / this.#total) * 10);
    if (decile > this.#lastDecile) {
      this.#lastDecile = decile;
      this.#stream.write(`eval: ${done}/${this.#total} rows (${Math.floor((done / this.#total) * 100)}%)\n`);
    }
  }
}
