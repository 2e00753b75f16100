import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { videoPosterImage } from '@/content/images';
import { isYoutubeId, VideoPoster } from './video-poster';

describe('VideoPoster', () => {
  it('shows the poster, and no player and no placeholder text, while the video id is not set', () => {
    const { container } = render(<VideoPoster youtubeId={null} title="About us" poster={videoPosterImage} />);
    expect(screen.getByRole('img', { name: videoPosterImage.alt })).toBeInTheDocument();
    expect(container).toHaveTextContent(/^$/);
    expect(screen.queryByRole('button', { name: /Play video/ })).toBeNull();
  });

  it('plays a real video from the no-cookie host when asked', () => {
    render(<VideoPoster youtubeId="dQw4w9WgXcQ" title="About us" poster={videoPosterImage} />);
    fireEvent.click(screen.getByRole('button', { name: 'Play video: About us' }));
    expect(document.querySelector('iframe')?.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
  });

  it.each([
    ['dQw4w9WgXcQ', true],
    ['not an id!', false],
    ['', false],
    ['https://youtu.be/x', false],
  ])('%j is a YouTube id: %s', (value, expected) => {
    expect(isYoutubeId(value)).toBe(expected);
  });
});
