import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { LazyImage } from '@/components/ui/lazy-image';
import { DocumentHead, HeadCollectorProvider, renderCollectedHead, type HeadCollector, type HeadState } from './document-head';

const head = (title: string): HeadState => ({
  lang: 'en-CA',
  title,
  tags: [{ tag: 'meta', attrs: [['name', 'description'], ['content', `About ${title}`]] }],
});

describe('document head', () => {
  it('collects the page head and its hero preload while prerendering, escaped', () => {
    const collector: HeadCollector = {};
    renderToString(
      <HeadCollectorProvider collector={collector}>
        <DocumentHead head={head('Fish & "Chips" <3')} />
        <LazyImage
          priority
          src="/h-1920.jpg"
          width={1920}
          height={1080}
          alt=""
          sources={[{ type: 'image/webp', srcSet: '/h-960.webp 960w, /h-1920.webp 1920w', sizes: '100vw' }]}
        />
        <LazyImage src="/below.jpg" width={10} height={10} alt="not preloaded" />
      </HeadCollectorProvider>,
    );
    expect(renderCollectedHead(collector)).toBe(
      '<link rel="preload" as="image" type="image/webp" imagesrcset="/h-960.webp 960w, /h-1920.webp 1920w" imagesizes="100vw" fetchpriority="high">' +
        '<title>Fish &amp; &quot;Chips&quot; &lt;3</title>' +
        '<meta name="description" content="About Fish &amp; &quot;Chips&quot; &lt;3" data-head="">',
    );
  });

  it('in the browser, the newest head wins and the previous one comes back when it unmounts', () => {
    const first = render(<DocumentHead head={head('First')} />);
    const second = render(<DocumentHead head={head('Second')} />);
    expect(document.title).toBe('Second');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    second.unmount();
    expect(document.title).toBe('First');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'About First');
    first.unmount();
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
  });
});
