// @vitest-environment jsdom
import warmupSource from './intl-warmup.worker.js?raw';
import { startIntlWarmup } from './start-intl-warmup';

describe('startIntlWarmup', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('starts one worker from a blob of the warm-up code, which formats a price and a date, then closes', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:warmup';
    });
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
    expect(started).toEqual([{ url: 'blob:warmup', options: { name: 'intl-warmup' } }]);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0]!);
    });
    expect(text).toBe(warmupSource);
    expect(warmupSource).toContain('Intl.NumberFormat');
    expect(warmupSource).toContain('Intl.DateTimeFormat');
    expect(warmupSource).toContain('self.close()');
  });

  it('leaves the page as it is where a worker cannot start (no Worker, or refused by the policy)', () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:warmup');
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
