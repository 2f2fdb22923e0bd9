import { extractYouTubeId } from './youtube';

describe('extractYouTubeId', () => {
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
    'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ?si=abc',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    'http://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  ])('finds the 11-character id in %s', (url) => {
    expect(extractYouTubeId(url)).toBe('dQw4w9WgXcQ');
  });

  it.each([
    'https://vimeo.com/123456789',
    'https://www.youtube.com/watch?v=short',
    'https://youtu.be/',
    'javascript:alert(1)//youtu.be/dQw4w9WgXcQ',
    'https://evil.example/youtu.be/dQw4w9WgXcQ',
    'not a url',
  ])('finds none in %s', (url) => {
    expect(extractYouTubeId(url)).toBeNull();
  });
});
