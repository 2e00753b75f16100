import { startIntlWarmup } from './start-intl-warmup';

describe('startIntlWarmup', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('starts the warm-up as a module worker of its own file', () => {
    const started: { url: string; options: WorkerOptions | undefined }[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        constructor(url: URL | string, options?: WorkerOptions) {
          started.push({ url: String(url), options });
        }
      },
    );
    startIntlWarmup();
    expect(started).toHaveLength(1);
    expect(started[0]!.url).toMatch(/intl-warmup\.worker\.ts/);
    expect(started[0]!.options?.type).toBe('module');
  });

  it('leaves the page as it is where a worker cannot start (no Worker, or refused by the policy)', () => {
    vi.stubGlobal('Worker', undefined);
    expect(() => startIntlWarmup()).not.toThrow();
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('refused', 'SecurityError');
        }
      },
    );
    expect(() => startIntlWarmup()).not.toThrow();
  });
});
