/** A page's text without its tags, to look for an edited title: a template hero may set a word of its title apart. */
export function pageText(markup: string): string {
  return markup.replace(/<[^>]*>/g, '');
}
