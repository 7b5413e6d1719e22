/**
 * The addresses of the contract's documents that a page links to rather than fetches: a product's Insurance
 * Product Information Document or policy wording (GetProductDocument), the same for every customer, opened by
 * the browser as a download.
 */
import type { paths as QuotePaths } from '../../openapi/generated/quote';

type ProductDocumentPath = '/api/v1/Document/GetProductDocument/{product}/{kind}';
type ProductDocumentParams = QuotePaths[ProductDocumentPath]['get']['parameters']['path'];

export function productDocumentUrl(
  baseUrl: string,
  product: ProductDocumentParams['product'],
  kind: ProductDocumentParams['kind'],
): string {
  const path: ProductDocumentPath = '/api/v1/Document/GetProductDocument/{product}/{kind}';
  return `${baseUrl}${path
    .replace('{product}', encodeURIComponent(product))
    .replace('{kind}', encodeURIComponent(kind))}`;
}
