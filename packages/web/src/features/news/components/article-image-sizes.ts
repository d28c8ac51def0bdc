/** How wide the article's pictures show (its column: 800px, or the page less the container's 16px padding each side), for `sizes`. */
export const ARTICLE_IMAGE_SIZES = '(min-width: 52em) 800px, calc(100vw - 32px)';
