import MarkdownIt from 'markdown-it';

/**
 * The site's pages' Markdown as HTML, safe to put in a page as it is: raw HTML in the source is shown as text, never
 * run (`html: false`), and links that are not http(s), mailto or a path of this site are left as text (markdown-it's
 * own check refuses javascript:, vbscript:, file: and data: other than images, and images are not allowed here at
 * all). A heading is at least an h2, as the page's title is its h1; a link to another site opens without handing it
 * this page (rel="noopener noreferrer nofollow").
 */
const markdown = new MarkdownIt('default', { html: false, linkify: true, typographer: true }).disable(['image']);

const allowedLink = /^(https?:|mailto:|\/(?!\/)|#)/i;
const defaultValidateLink = markdown.validateLink.bind(markdown);
markdown.validateLink = (url) => defaultValidateLink(url) && allowedLink.test(url.trim());

markdown.core.ruler.push('page_headings', (state) => {
  for (const token of state.tokens) {
    if ((token.type === 'heading_open' || token.type === 'heading_close') && token.tag === 'h1') token.tag = 'h2';
    if (token.type !== 'inline') continue;
    for (const child of token.children ?? []) {
      if (child.type !== 'link_open') continue;
      const href = child.attrGet('href') ?? '';
      if (/^(https?:)?\/\//i.test(href)) child.attrSet('rel', 'noopener noreferrer nofollow');
    }
  }
  return true;
});

export const renderPageMarkdown = (source: string): string => markdown.render(source);
